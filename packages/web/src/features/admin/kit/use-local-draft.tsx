import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { draftKey, readDraft, removeDraft, writeDraft } from './local-draft.ts';
import { useInBrowser } from './use-in-browser.ts';

/** How long the typing pauses before the draft is written. */
const WRITE_DELAY_MS = 600;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface LocalDraftOptions<V> {
  /** The kind of record ("article", "agents", "pages"); null turns drafts off. */
  readonly scope: string | null;
  readonly id: string | null;
  /** The stored version the form started from (its updatedAt): a draft of another version is not offered. */
  readonly version: string | null;
  readonly values: V;
  readonly dirty: boolean;
  /** Puts a kept draft back into the form. */
  readonly restore: (values: V) => void;
}

export interface LocalDraft {
  /** The offer to restore a kept draft (nothing when there is none). */
  readonly notice: ReactNode;
  /** Forgets the draft: call after a successful save. */
  readonly clear: () => void;
}

/**
 * Long texts are kept in this browser while they are typed (localStorage, keyed by record and version), so a crash, a
 * closed tab or a lost session does not lose them; when the form opens with a draft kept, it offers to restore it.
 */
export function useLocalDraft<V>({ scope, id, version, values, dirty, restore }: LocalDraftOptions<V>): LocalDraft {
  const key = scope === null ? null : draftKey(scope, id, version);
  const inBrowser = useInBrowser();
  // The draft kept when the form opened (read once per key, in the browser only): what the notice offers.
  const kept = useMemo(() => {
    const storage = inBrowser ? browserStorage() : null;
    return key === null || storage === null ? null : readDraft<V>(storage, key);
  }, [inBrowser, key]);
  // The key whose kept draft was restored or discarded: it is not offered again.
  const [answered, setAnswered] = useState<string | null>(null);
  const offered = kept !== null && answered !== key ? kept : null;

  useEffect(() => {
    const storage = browserStorage();
    // While a kept draft is offered, the typing does not overwrite it.
    if (key === null || storage === null || !dirty || offered !== null) return;
    const timer = setTimeout(() => writeDraft(storage, key, values, new Date()), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty, offered]);

  const clear = useCallback(() => {
    const storage = browserStorage();
    if (key !== null && storage !== null) removeDraft(storage, key);
    setAnswered(key);
  }, [key]);
  const notice =
    offered === null ? null : (
      <Alert color="yellow" title="A draft was kept in this browser" role="status">
        <Text size="sm">
          Changes you did not save were kept here on {new Date(offered.savedAt).toLocaleString('en-US')}.
        </Text>
        <Group gap="sm" mt="sm">
          <Button
            size="xs"
            onClick={() => {
              restore(offered.values);
              setAnswered(key);
            }}
          >
            Restore the draft
          </Button>
          <Button size="xs" variant="default" onClick={clear}>
            Discard the draft
          </Button>
        </Group>
      </Alert>
    );
  return { notice, clear };
}
