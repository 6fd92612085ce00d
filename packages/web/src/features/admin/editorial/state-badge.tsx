import type { ArticlePublicationState, BannerScheduleState } from '@app/domain';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';

type State = ArticlePublicationState | BannerScheduleState | 'hidden';

const LOOK: Record<State, { label: string; tone: StatusTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  published: { label: 'Published', tone: 'positive' },
  live: { label: 'Live', tone: 'positive' },
  ended: { label: 'Ended', tone: 'neutral' },
  disabled: { label: 'Disabled', tone: 'neutral' },
  hidden: { label: 'Hidden', tone: 'neutral' },
};

/** Where an article or banner stands for visitors (the words carry the meaning, not the colour). */
export function StateBadge({ state }: { state: State }) {
  const { label, tone } = LOOK[state];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
