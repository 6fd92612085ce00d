import type {
  CSSProperties,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import classes from './field.module.css';

interface FieldFrame {
  /** The control's id; its label gets `{id}-label`, its problem `{id}-error`. */
  readonly id: string;
  readonly label: string;
  /** The outer box's style (its share of a row, for example). */
  readonly style?: CSSProperties;
  /** Mantine's sizes: md (the default, 42 px high) or sm (36 px). */
  readonly size?: 'sm' | 'md';
  /** What is wrong with the value, shown under the control, which it describes. */
  readonly error?: ReactNode;
}

function hasError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The control's ARIA state for its problem, as Mantine sets it. */
function errorAttributes(id: string, error: ReactNode) {
  const invalid = hasError(error);
  return { 'aria-invalid': invalid, 'aria-describedby': invalid ? `${id}-error` : undefined };
}

/** Mantine's Input.Wrapper: the label (with its asterisk when required), the control, the problem. */
function Frame({
  id,
  label,
  style,
  size = 'md',
  error,
  required,
  children,
}: FieldFrame & { required?: boolean; children: ReactNode }) {
  return (
    <div className={classes.root} style={style} data-size={size}>
      <label className={classes.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required === true && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hasError(error) && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'style' | 'className' | 'size'>;

/** A labelled text box: Mantine's TextInput as a plain <label> and <input>. */
export function TextField({ id, label, style, size, error, ...input }: FieldFrame & InputProps) {
  return (
    <Frame id={id} label={label} style={style} size={size} error={error} required={input.required}>
      <div className={classes.wrapper} data-error={hasError(error) || undefined}>
        <input {...input} {...errorAttributes(id, error)} className={classes.input} id={id} />
      </div>
    </Frame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'style' | 'className'>;

/**
 * A labelled text area: Mantine's Textarea with `autosize` as a plain <textarea> that grows with its text
 * (`field-sizing: content`) from 3 to 8 lines.
 */
export function TextAreaField({ id, label, style, size, error, ...textarea }: FieldFrame & TextAreaProps) {
  return (
    <Frame id={id} label={label} style={style} size={size} error={error} required={textarea.required}>
      <div className={classes.wrapper} data-error={hasError(error) || undefined}>
        <textarea
          {...textarea}
          {...errorAttributes(id, error)}
          className={`${classes.input} ${classes.textarea}`}
          id={id}
        />
      </div>
    </Frame>
  );
}

/** Mantine's combobox chevron, drawn in the select's right section. */
function Chevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A labelled choice list: Mantine's NativeSelect as a plain <label> and <select>, the phone's own picker. */
export function SelectField({
  id,
  label,
  style,
  size,
  error,
  options,
  ...select
}: FieldFrame & {
  readonly options: readonly { readonly value: string; readonly label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'style' | 'className' | 'children'>) {
  return (
    <Frame id={id} label={label} style={style} size={size} error={error} required={select.required}>
      <div
        className={classes.wrapper}
        data-pointer="true"
        data-with-right-section="true"
        data-error={hasError(error) || undefined}
      >
        <select {...select} {...errorAttributes(id, error)} className={classes.input} id={id}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={classes.section}>
          <Chevron />
        </div>
      </div>
    </Frame>
  );
}
