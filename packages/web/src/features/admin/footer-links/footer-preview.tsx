import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { groupFooterLinksByColumn, orderFooterLinks, type FooterLink, type FooterLinkFields } from '@app/domain';
import { useServices } from '../../../app/services-context.tsx';

/** The links of the footer as the site shows them, in public order. */
function useShownFooterLinks(): readonly FooterLink[] {
  const { publicFooterLinks } = useServices();
  const [links, setLinks] = useState<readonly FooterLink[]>([]);
  useEffect(() => {
    let current = true;
    publicFooterLinks().then(
      (shown) => {
        if (current) setLinks(shown);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [publicFooterLinks]);
  return links;
}

/**
 * The footer as it will show once the form is saved: the links on the site now with this one in its place (or left
 * out while it is switched off), in public order (column, then sort order), one column per footer column.
 */
export function FooterPreview({
  editedId,
  fields,
}: {
  readonly editedId: string | null;
  readonly fields: FooterLinkFields;
}) {
  const shown = useShownFooterLinks().filter((link) => link.id !== editedId);
  const edited = { ...fields, id: editedId ?? 'new', editing: true };
  const links = orderFooterLinks([
    ...shown.map((link) => ({ ...link, editing: false })),
    ...(fields.enabled ? [edited] : []),
  ]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="footer-preview-title">
        Footer preview (public order)
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" aria-labelledby="footer-preview-title" role="group">
        {groupFooterLinksByColumn(links).map(({ column, links: columnLinks }) => (
          <Stack key={column} gap={2}>
            <Text size="xs" c="dimmed">
              Column {column}
            </Text>
            {columnLinks.map((link) =>
              link.editing ? (
                <Text key={link.id} size="sm" fw={700}>
                  {link.link_text || '(this link)'}
                </Text>
              ) : (
                <Anchor key={link.id} size="sm" href={link.link_url} target="_blank">
                  {link.link_text}
                </Anchor>
              ),
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
