import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a status means to the reader, which picks its colour. */
export type StatusTone = 'positive' | 'neutral' | 'attention' | 'negative' | 'info';

const COLORS: Record<StatusTone, string> = {
  positive: 'green',
  neutral: 'gray',
  attention: 'yellow',
  negative: 'red',
  info: 'blue',
};

/** Text colours at 7:1 or more on the pale tints (Mantine's darkest shades reach only about 4:1 there). */
const TEXT: Record<StatusTone, string> = {
  positive: '#1d4d2b',
  neutral: '#343a40',
  attention: '#5c4300',
  negative: '#7a1a1a',
  info: '#0b3d73',
};

/** A status label in an admin list: dark text on a pale tint (AA contrast), never cut short. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const color = COLORS[tone];
  const shades = {
    '--badge-color': TEXT[tone],
    '--badge-bg': `var(--mantine-color-${color}-0)`,
    '--badge-bd': `1px solid var(--mantine-color-${color}-3)`,
  };
  return (
    <Badge
      variant="light"
      tt="none"
      fw={600}
      style={shades}
      styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {children}
    </Badge>
  );
}
