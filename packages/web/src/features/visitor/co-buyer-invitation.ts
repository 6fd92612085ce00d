import { loadSavedHomes } from './saved-homes-store.ts';
import { visitorApi } from './visitor-api.ts';

/** Where an invitation opened in this browser waits while its invitee signs in by a mailed link. */
const PENDING_INVITATION_KEY = 'palmetto-pending-co-buyer-invitation';

export function rememberInvitation(token: string): void {
  try {
    window.localStorage.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    // Without storage, the invitee joins from the invitation page itself.
  }
}

function takePendingInvitation(): string | null {
  try {
    const token = window.localStorage.getItem(PENDING_INVITATION_KEY);
    window.localStorage.removeItem(PENDING_INVITATION_KEY);
    return token;
  } catch {
    return null;
  }
}

/** Joins the shared list of an invitation (the one given, or one left pending in this browser); throws the refusal. */
export async function joinSharedList(token: string | null = takePendingInvitation()): Promise<void> {
  if (token === null || token === '') return;
  takePendingInvitation();
  await visitorApi.acceptCoBuyer(token);
  await loadSavedHomes(true);
}
