import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link.ts';

const page = { title: '12 Palm Ct, Naples FL 34102', url: 'https://example.test/properties/224051234' };

function abort(): Error {
  const error = new Error('closed');
  error.name = 'AbortError';
  return error;
}

describe(shareLink, () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await expect(shareLink(page, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no Web Share API', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareLink(page, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareLink(page, { share: () => Promise.reject(abort()), clipboard: { writeText } })).resolves.toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing fails or cannot share this data', async () => {
    const writeText = vi.fn(async () => {});
    await expect(
      shareLink(page, { share: () => Promise.reject(new Error('denied')), clipboard: { writeText } }),
    ).resolves.toBe('copied');
    await expect(shareLink(page, { share: vi.fn(), canShare: () => false, clipboard: { writeText } })).resolves.toBe(
      'copied',
    );
  });

  it('tells when neither works', async () => {
    await expect(shareLink(page, { clipboard: { writeText: () => Promise.reject(new Error('no')) } })).resolves.toBe(
      'failed',
    );
    await expect(shareLink(page, {})).resolves.toBe('failed');
  });
});
