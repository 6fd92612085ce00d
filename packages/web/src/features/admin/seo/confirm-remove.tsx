import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

interface ConfirmRemoveProps {
  /** What leaves the form, in words: "question 2". */
  readonly itemLabel: string;
  readonly onConfirm: () => void;
}

/** A remove button for an entry of the form that asks first (the site changes when the form is saved). */
export function ConfirmRemoveButton({ itemLabel, onConfirm }: ConfirmRemoveProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={open} aria-label={`Remove ${itemLabel}`}>
        Remove
      </Button>
      <Modal opened={opened} onClose={close} title={`Remove ${itemLabel}?`} centered>
        <Stack>
          <Text>It leaves the form now, and the site when you save. Discard the changes to get it back.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
