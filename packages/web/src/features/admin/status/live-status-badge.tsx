import {
  liveStatus,
  liveStatusLabel,
  type LiveKind,
  type LiveRecords,
  type LiveStatus,
  type LiveStatusWord,
} from '@app/domain';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { useLiveContext } from './live-context.tsx';

const TONES: Record<LiveStatusWord, StatusTone> = {
  Draft: 'neutral',
  Scheduled: 'info',
  'On the site': 'positive',
  Hidden: 'attention',
  Ended: 'neutral',
};

/** A status in the one vocabulary, with its reason ("Hidden: another banner is showing"); the words carry the
 * meaning, not the colour. */
export function LiveWordBadge({ status }: { readonly status: LiveStatus }) {
  return <StatusBadge tone={TONES[status.word]}>{liveStatusLabel(status)}</StatusBadge>;
}

/** Where a banner, article, agent, community or page stands for visitors now: the same words in every list and
 * editor. */
export function LiveStatusBadge<K extends LiveKind>({
  kind,
  record,
}: {
  readonly kind: K;
  readonly record: LiveRecords[K];
}) {
  const context = useLiveContext();
  return <LiveWordBadge status={liveStatus(kind, record, new Date().toISOString(), context)} />;
}
