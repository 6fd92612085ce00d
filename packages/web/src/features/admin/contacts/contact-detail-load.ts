import type { ContactNote, ContactSubmission, LeadActivity } from '@app/domain';
import type { AdminApi } from '../kit/admin-http.ts';

/** A submission with the team's notes on it, as the admin API answers it. */
export type ContactDetailRecord = ContactSubmission & {
  readonly notes: ContactNote[];
  /** What a lead the site made did, oldest first (none for a message). */
  readonly activity: LeadActivity[];
};

/** The submission open in the side panel: its id, and the submission or the error that kept it. */
export interface ContactDetailLoad {
  readonly id: string;
  readonly detail: ContactDetailRecord | null;
  readonly error: unknown;
}

/** Loads one submission with its notes (a route loader's part); a failure is kept, not thrown, so the panel says what
 * went wrong. */
export function loadContactDetail(api: AdminApi, id: string): Promise<ContactDetailLoad> {
  return api.get<ContactDetailRecord>(`/api/admin/contacts/${encodeURIComponent(id)}`).then(
    (detail) => ({ id, detail, error: null }),
    (error: unknown) => ({ id, detail: null, error }),
  );
}
