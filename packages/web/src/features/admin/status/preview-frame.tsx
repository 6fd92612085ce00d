import { Button, CopyButton, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { PREVIEW_LINK_DAYS, type IssuedPreviewLink, type LiveKind } from '@app/domain';
import { useAdminApi } from '../kit/admin-http.ts';
import { notifyFailure } from '../kit/notify.ts';
import { previewAddress } from './preview-path.ts';

const WIDTHS = { desktop: '100%', phone: '390px' } as const;
type Width = keyof typeof WIDTHS;

interface PreviewFrameProps {
  readonly kind: LiveKind;
  readonly id: string;
  /** The public page that shows the record. */
  readonly path: string;
  /** The record's name, for the frame's title. */
  readonly label: string;
}

/**
 * "Preview and share": the record's real public page, hidden or not, in a frame at desktop or phone width (390 px),
 * through a signed preview link (ADR 0041); "Copy preview link" shows and copies that link for someone without an
 * account.
 */
export function PreviewFrame({ kind, id, path, label }: PreviewFrameProps) {
  const api = useAdminApi();
  const [link, setLink] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const issued = await api.post<IssuedPreviewLink>('/api/admin/preview-links', { kind, id });
      setLink(previewAddress(path, issued.token));
      setOpened(true);
    } catch (error) {
      notifyFailure(error, 'The preview could not be opened');
    } finally {
      setLoading(false);
    }
  };
  const shareable = link === null ? '' : new URL(link, window.location.origin).href;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={16} aria-hidden />}
        loading={loading}
        onClick={() => void open()}
      >
        Preview and share
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} fullScreen title={`Preview: ${label}`}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Preview width"
              value={width}
              onChange={setWidth}
              data={[
                { value: 'desktop', label: 'Desktop' },
                { value: 'phone', label: 'Phone (390 px)' },
              ]}
            />
            <TextInput
              label={`Preview link (opens for ${PREVIEW_LINK_DAYS} days, no sign-in)`}
              value={shareable}
              readOnly
              style={{ flex: 1, minWidth: 240 }}
            />
            <CopyButton value={shareable}>
              {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy preview link'}</Button>}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            The page as visitors would see it, marked “Preview — not on the site”.
          </Text>
          {link !== null && (
            <iframe
              title={`Preview of ${label}`}
              src={link}
              style={{
                width: WIDTHS[width],
                maxWidth: '100%',
                height: 'calc(100vh - 220px)',
                border: '1px solid var(--mantine-color-gray-4)',
                alignSelf: 'center',
              }}
            />
          )}
        </Stack>
      </Modal>
    </>
  );
}
