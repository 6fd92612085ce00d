import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long "Copied" stays next to the button. */
const CONFIRMATION_MS = 4000;

/**
 * One address a picture is served at: its label, the full address in a read-only field (select it
 * and copy it by hand where the clipboard is not allowed) and a Copy address button that says
 * "Copied" when the clipboard took it.
 */
export function CopyAddress({ label, url }: { label: string; url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          size="xs"
        />
        <Button
          size="xs"
          variant="light"
          leftSection={state === 'copied' ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={() => void copy()}
          aria-label={`Copy address: ${label}`}
        >
          Copy address
        </Button>
      </Group>
      <Text size="xs" role="status" mt={2} c={state === 'failed' ? 'red.9' : undefined}>
        {state === 'copied' && `Copied: ${label}`}
        {state === 'failed' && 'The address could not be copied: select it in the field and copy it by hand'}
      </Text>
    </div>
  );
}
