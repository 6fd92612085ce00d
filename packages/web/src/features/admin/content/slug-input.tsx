import { Button, TextInput } from '@mantine/core';
import { slugify, textOf } from '@app/domain';
import type { ContentForm } from './content-admin.ts';

interface SlugInputProps {
  readonly form: ContentForm;
  readonly name: string;
  readonly label: string;
  /** The field the slug is made from (the name or title). */
  readonly from: string;
  /** The public address before the slug, e.g. "/about/meet-our-agents/". */
  readonly pathPrefix: string;
  readonly required?: boolean;
}

/** A slug input showing the address it makes, with a button that makes it from the name or title. */
export function SlugInput({ form, name, label, from, pathPrefix, required }: SlugInputProps) {
  const input = form.getInputProps(name);
  const slug = String(input.value ?? '');
  const source = textOf(form.getValues()[from]);
  return (
    <TextInput
      label={label}
      description={`The page's address: ${pathPrefix}${slug === '' ? '…' : slug}`}
      required={required}
      rightSectionWidth={140}
      rightSectionPointerEvents="all"
      rightSection={
        <Button
          size="compact-sm"
          variant="light"
          disabled={source.trim() === ''}
          onClick={() => form.setFieldValue(name, slugify(source))}
        >
          Make from {from}
        </Button>
      }
      {...input}
    />
  );
}
