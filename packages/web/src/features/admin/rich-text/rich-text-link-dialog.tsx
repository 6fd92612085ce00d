import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Editor } from '@tiptap/react';
import { isRichTextLink } from '@app/domain';
import { SiteAddressField } from '../kit/site-address-field.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.tsx';

type LinkValues = { href: string; text: string };

const ADDRESS_RULE =
  'Link address must be a page of this site (starting with /), an https:// address, a mailto: or a tel: address';

/**
 * Adds, changes or removes the link at the selection: the address is picked from the site's pages (the shared
 * internal-link picker, with a warning for a site address that does not exist) or typed. With nothing selected, the
 * link's text is asked for and inserted.
 */
export function RichTextLinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const needsText = current === '' && editor.state.selection.empty;
  const form = useForm<LinkValues>({
    initialValues: { href: current, text: '' },
    validate: {
      href: (href) => (isRichTextLink(href.trim()) ? null : ADDRESS_RULE),
      text: (text) => (needsText && text.trim() === '' ? 'Link text is required' : null),
    },
  });
  const unsaved = useUnsavedChanges(form.isDirty());
  const askThenClose = unsaved.guard(onClose);

  const submit = form.onSubmit(({ href, text }) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (needsText)
      chain.insertContent({ type: 'text', text: text.trim(), marks: [{ type: 'link', attrs: { href: href.trim() } }] });
    else chain.setLink({ href: href.trim() });
    chain.run();
    onClose();
  });

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <>
      {unsaved.prompt}
      <Modal
        opened
        onClose={askThenClose}
        title={current === '' ? 'Add a link' : 'Edit link'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {/* The dialog renders in a portal but its events still bubble through React to the form around the editor:
            its submit must not submit (save) that form too. */}
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            submit(event);
          }}
          noValidate
        >
          <Stack>
            <SiteAddressField
              label="Link address"
              description="Pick a page of this site (type its name, a town or an address), or type a full https:// address"
              placeholder="/search?city=Naples or https://…"
              required
              autoFocus
              value={form.getValues().href}
              onChange={(href) => form.setFieldValue('href', href)}
              error={form.errors.href}
            />
            {needsText && <TextInput label="Link text" required {...form.getInputProps('text')} />}
            <Group justify="space-between" gap="xs">
              {current === '' ? (
                <span />
              ) : (
                <Button variant="subtle" color="red" onClick={remove}>
                  Remove link
                </Button>
              )}
              <Group gap="xs">
                <Button variant="default" onClick={askThenClose}>
                  Cancel
                </Button>
                <Button type="submit">Save link</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
