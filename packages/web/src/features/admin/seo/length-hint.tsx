import { Text } from '@mantine/core';

interface LengthHintProps {
  readonly length: number;
  /** Shorter texts say too little (0 for no lower bound). */
  readonly shortest: number;
  /** What search results show in full. */
  readonly shown: number;
  /** Whose length it is, when not the field's own text: "Meet Our Agents". */
  readonly subject?: string;
}

/** `54 of about 60 characters shown`, with advice when the text is likely cut or too short. */
export function LengthHint({ length, shortest, shown, subject }: LengthHintProps) {
  const advice =
    length > shown
      ? `Search results cut it after about ${shown}.`
      : length > 0 && length < shortest
        ? `A little short: ${shortest} to ${shown} work best.`
        : '';
  return (
    <Text size="xs" c={advice === '' ? 'dimmed' : '#8a3a00'} aria-live="polite">
      {subject === undefined ? '' : `${subject}: `}
      {length} of about {shown} characters shown. {advice}
    </Text>
  );
}
