import type { SiteRole } from '@app/domain';

/** The roles in words, for selects. */
export const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin: everything, users and settings too' },
  { value: 'editor', label: 'Editor: content, images and contacts' },
];

/** A role's short name in the list. */
export function roleLabel(role: SiteRole | null): string {
  return role === 'admin' ? 'Admin' : role === 'editor' ? 'Editor' : 'No role';
}
