import { Alert, Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { elementsOnlyHtmlKeeps } from './rich-text-html.ts';
import { VisualEditor } from './visual-editor.tsx';
import classes from './rich-text-field.module.css';

type EditingMode = 'visual' | 'html';

export interface RichTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
}

/**
 * A rich-text form field: a visual editor (headings, bold, italic, lists, quotes, links, pictures from the image
 * library) and an HTML view for what the visual editor has no tool for (tables, figures with captions). The server
 * sanitizes whatever is saved under the domain's rich-text policy; a body holding tables or figures opens in the HTML
 * view so saving never drops them.
 */
export function RichTextField({ label, value, onChange, description, error, required = false }: RichTextFieldProps) {
  const id = useId();
  const htmlOnly = elementsOnlyHtmlKeeps(value);
  const [mode, setMode] = useState<EditingMode>(htmlOnly.length > 0 ? 'html' : 'visual');
  const shownMode: EditingMode = htmlOnly.length > 0 ? 'html' : mode;
  const describedBy =
    [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined;
  const a11y = { labelId: `${id}-label`, describedBy, invalid: Boolean(error), required };

  return (
    <Input.Wrapper id={id} label={label} labelElement="div" description={description} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          className={classes.modes}
          size="xs"
          aria-label={`How to edit ${label.toLowerCase()}`}
          value={shownMode}
          onChange={(next) => setMode(next)}
          data={[
            { value: 'visual', label: 'Visual', disabled: htmlOnly.length > 0 },
            { value: 'html', label: 'HTML' },
          ]}
        />
        {htmlOnly.length > 0 && (
          <Alert color="yellow" variant="light" p="xs">
            This text holds {htmlOnly.join(', ')} elements, which only the HTML view keeps.
          </Alert>
        )}
        {shownMode === 'visual' ? (
          <VisualEditor value={value} onChange={onChange} a11y={a11y} />
        ) : (
          <Textarea
            className={classes.source}
            aria-labelledby={a11y.labelId}
            aria-describedby={describedBy}
            aria-invalid={a11y.invalid}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            rows={16}
            resize="vertical"
            spellCheck={false}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
