import type { ReactNode } from 'react';
import { NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import type { ContentForm, ContentFormField } from './content-admin.ts';
import { PictureInput } from './picture-input.tsx';
import { SlugInput } from './slug-input.tsx';
import type { AgentOption } from './agent-options.ts';

/** The value of a select's "none" choice (a select cannot hold null). */
const NONE = '__none__';

interface ContentFieldInputProps {
  readonly field: ContentFormField;
  readonly form: ContentForm;
  readonly agents: readonly AgentOption[];
}

function NullableSelect({
  field,
  form,
  data,
  nullLabel,
}: ContentFieldInputProps & { data: { value: string; label: string }[]; nullLabel: string | undefined }) {
  const input = form.getInputProps(field.name);
  const value =
    input.value === null || input.value === '' ? (nullLabel === undefined ? null : NONE) : String(input.value);
  const choices = nullLabel === undefined ? data : [{ value: NONE, label: nullLabel }, ...data];
  return (
    <Select
      label={field.label}
      description={field.description}
      required={field.required}
      data={choices}
      value={value}
      onChange={(next) => form.setFieldValue(field.name, next === null || next === NONE ? null : next)}
      error={input.error as ReactNode}
      allowDeselect={false}
      searchable={choices.length > 8}
      nothingFoundMessage="No match"
    />
  );
}

/** One input of a content form, wired to the form (value, change, error message). */
export function ContentFieldInput(props: ContentFieldInputProps) {
  const { field, form } = props;
  const common = { label: field.label, description: field.description, required: field.required };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={field.type ?? 'text'}
          placeholder={field.placeholder}
          {...form.getInputProps(field.name)}
        />
      );
    case 'slug':
      return (
        <SlugInput
          form={form}
          name={field.name}
          label={field.label}
          from={field.from}
          pathPrefix={field.pathPrefix}
          required={field.required}
        />
      );
    case 'textarea':
      return (
        <Textarea {...common} autosize minRows={field.rows ?? 3} maxRows={16} {...form.getInputProps(field.name)} />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          allowDecimal={field.decimals === true}
          thousandSeparator=","
          {...form.getInputProps(field.name)}
        />
      );
    case 'switch':
      return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'select':
      return <NullableSelect {...props} data={[...field.options]} nullLabel={field.nullLabel} />;
    case 'agent': {
      const data = props.agents
        .filter((agent) => field.brokersOnly !== true || agent.isBroker)
        .map(({ value, label }) => ({ value, label }));
      return <NullableSelect {...props} data={data} nullLabel={field.nullLabel} />;
    }
    case 'list':
      return (
        <TagsInput
          {...common}
          placeholder={field.placeholder ?? 'Type and press Enter'}
          clearable
          {...form.getInputProps(field.name)}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" {...form.getInputProps(field.name)} />;
    case 'picture':
      return (
        <PictureInput form={form} name={field.name} label={field.label} required={field.required} uses={field.uses} />
      );
    case 'rich-text': {
      const input = form.getInputProps(field.name);
      return (
        <RichTextField
          {...common}
          value={String(input.value ?? '')}
          onChange={(value) => form.setFieldValue(field.name, value)}
          error={input.error as ReactNode}
        />
      );
    }
    case 'custom':
      return <>{field.render(form)}</>;
  }
}
