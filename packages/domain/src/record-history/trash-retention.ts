/** How many days a deleted record waits in the Trash before it is deleted for good. */
export const TRASH_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which entries of the Trash are past keeping, seen at `now` (ISO 8601). */
export function trashPurgeCutoff(now: string): string {
  return new Date(Date.parse(now) - TRASH_KEEP_DAYS * DAY_MS).toISOString();
}

/** When an entry deleted at `deletedAt` leaves the Trash for good. */
export function trashExpiresAt(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + TRASH_KEEP_DAYS * DAY_MS).toISOString();
}

/** Whether an entry deleted at `deletedAt` is past keeping at `now`: more than 30 days have gone by. */
export function isPastKeeping(deletedAt: string, now: string): boolean {
  return Date.parse(deletedAt) < Date.parse(trashPurgeCutoff(now));
}
