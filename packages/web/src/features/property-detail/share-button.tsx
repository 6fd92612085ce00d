import { IconCheck, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { shareLink, type ShareOutcome } from './share-link.ts';
import { PlainButton } from '../../ui/button.tsx';

const MESSAGES: Record<ShareOutcome, string> = {
  shared: 'Shared',
  copied: 'Link copied',
  cancelled: '',
  failed: 'Copy the address from your browser bar to share this home',
};

/** Shares the page's canonical address: the device's share sheet, or a copied link with a confirmation. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  async function share() {
    const result = await shareLink({ title, url: new URL(path, window.location.origin).href }, navigator);
    setOutcome(result);
    window.setTimeout(() => setOutcome(null), 4000);
  }

  const copied = outcome === 'copied' || outcome === 'shared';
  return (
    <>
      <PlainButton
        variant="white"
        leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconShare size={18} aria-hidden="true" />}
        onClick={() => void share()}
      >
        {outcome === 'copied' ? 'Link copied' : outcome === 'failed' ? 'Could not copy' : 'Share'}
      </PlainButton>
      <span role="status" className="visually-hidden">
        {outcome === null ? '' : MESSAGES[outcome]}
      </span>
    </>
  );
}
