import type { ChangeEvent } from 'react';
import './native-select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps {
  value?: string | null;
  /** Called with undefined when the reader picks the placeholder ("any"). */
  onChange: (value: string | undefined) => void;
  options: readonly NativeSelectOption[];
  /** The first, empty choice: what the control filters by, meaning "any". Without it one option is always chosen. */
  placeholder?: string;
  'aria-label': string;
  className?: string;
  disabled?: boolean;
}

/**
 * A filter's choice as the browser's own select, styled like the app's inputs: phones get their native
 * picker, keyboards and screen readers the behaviour they know, and a list page loads no select library.
 * A value the options lack (a stale link) shows as the placeholder rather than as something chosen.
 * Without a placeholder (the pager's rows per page) it is a plain choice among the options.
 */
export function NativeSelect({ value, onChange, options, placeholder, className, disabled, ...aria }: NativeSelectProps) {
  const known = value != null && options.some((option) => option.value === value);
  const selected = known ? value : placeholder === undefined ? (options[0]?.value ?? '') : '';
  return (
    <span className={['native-select', selected ? '' : 'is-empty', disabled ? 'is-disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      <select
        aria-label={aria['aria-label']}
        value={selected}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="native-select-arrow" viewBox="0 0 12 12" aria-hidden focusable="false">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
