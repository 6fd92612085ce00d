/** How sharing went: shared through the device's sheet, copied, left by the visitor, or impossible. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses (all optional: browsers differ). */
export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares a page: the Web Share API where the device has it, otherwise (or when it fails for a
 * reason other than the visitor closing it) the link is copied to the clipboard.
 */
export async function shareLink(data: { title: string; url: string }, target: ShareTarget): Promise<ShareOutcome> {
  if (target.share && (target.canShare?.(data) ?? true)) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!target.clipboard) return 'failed';
    await target.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
