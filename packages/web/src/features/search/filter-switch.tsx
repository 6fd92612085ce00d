import { useId } from 'react';
import toggles from './filter-toggles.module.css';
import checkbox from '../../ui/checkbox.module.css';

/** An on/off filter as a checkbox with the switch role, drawn like Mantine's Switch (size sm). */
export function FilterSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={toggles.inline}>
      <label className={checkbox.body} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={toggles.switchInput}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={toggles.switchTrack} aria-hidden="true">
          <span className={toggles.switchThumb} />
          <span className={toggles.switchTrackLabel} />
        </span>
        <span className={checkbox.labelWrapper}>
          <span className={checkbox.label}>{label}</span>
        </span>
      </label>
    </div>
  );
}
