import { useEffect, useRef, useState, type ClipboardEvent, type CSSProperties, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../i18n';
import { DEFAULT_OTP_LENGTH } from '../contract/constants';
import './otp-input.css';

export type OtpAllowed = 'digits' | 'alphanumeric' | RegExp;

export interface OtpInputProps {
  /** Number of cells (spec 9: 4 by default, 6 in the mobile flow). */
  length?: number;
  /** Which characters a cell takes: digits (default), letters and digits, or a one-character pattern. */
  allowed?: OtpAllowed;
  /** The code typed so far (controlled); without it the component keeps its own value. */
  value?: string;
  onChange?: (value: string) => void;
  /** Called once each time the user fills the last empty cell. */
  onComplete?: (code: string) => void;
  /** Accessible name of the whole input (the group). */
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marks every cell invalid, for a message shown next to the input. */
  invalid?: boolean;
  /** Id of the element that describes the input (hint or error). */
  describedBy?: string;
  /** Id of the first cell, so a visible <label htmlFor> can point at it. */
  id?: string;
  className?: string;
}

const PATTERNS: Record<'digits' | 'alphanumeric', RegExp> = {
  digits: /^[0-9]$/,
  alphanumeric: /^[A-Za-z0-9]$/,
};

/** A per-character test built from `allowed`; a RegExp's flags are kept, its global state ignored. */
function characterTest(allowed: OtpAllowed): (char: string) => boolean {
  const pattern = typeof allowed === 'string' ? PATTERNS[allowed] : new RegExp(allowed.source, allowed.flags.replace(/[gy]/g, ''));
  return (char) => char.length === 1 && pattern.test(char);
}

const toCells = (value: string, length: number): string[] => Array.from({ length }, (_, i) => value[i] ?? '');

/**
 * A segmented one-time-code input: one character per cell, typing moves on, Backspace clears and moves
 * back, arrows / Home / End move between cells, a matching paste fills the code and anything else is
 * ignored. Screen readers meet one labelled group; the first cell carries autocomplete="one-time-code"
 * so phones offer the code from an incoming text message.
 */
export function OtpInput({
  length = DEFAULT_OTP_LENGTH,
  allowed = 'digits',
  value,
  onChange,
  onComplete,
  label,
  disabled = false,
  autoFocus = false,
  invalid = false,
  describedBy,
  id,
  className,
}: OtpInputProps) {
  const { t } = useTranslation('account');
  const isAllowed = characterTest(allowed);
  const numeric = allowed === 'digits';
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  // Cells are kept here because a cleared middle cell leaves a gap that a plain string cannot hold.
  // When the value prop changes to something other than the cells' text, the prop wins.
  const [cells, setCells] = useState<string[]>(() => toCells(value ?? '', length));
  const [seen, setSeen] = useState({ value, length });
  let shown = cells;
  if (seen.value !== value || seen.length !== length) {
    if (value !== undefined && value !== cells.join('')) shown = toCells(value, length);
    else if (cells.length !== length) shown = toCells(cells.join(''), length);
    setSeen({ value, length });
    if (shown !== cells) setCells(shown);
  }

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  const focusCell = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    const wasFull = shown.every((c) => c !== '');
    const isFull = next.every((c) => c !== '');
    setCells(next);
    const text = next.join('');
    onChange?.(text);
    if (isFull && !wasFull) onComplete?.(text);
  };

  /** A whole code at once (paste or the phone's SMS autofill): accepted only if every character fits. */
  const acceptCode = (raw: string): boolean => {
    const text = raw.trim();
    if (text.length === 0 || text.length > length || ![...text].every(isAllowed)) return false;
    const next = toCells(text, length);
    commit(next);
    focusCell(Math.min(text.length, length - 1));
    return true;
  };

  const onCellChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const previous = shown[index];
    if (raw === '') {
      // Deleting on a touch keyboard, where no Backspace keydown may arrive.
      const next = [...shown];
      next[index] = '';
      commit(next);
      return;
    }
    // What was added: the cell's old character is removed from whichever side it is on.
    let added = raw;
    if (previous && raw.length > 1) {
      if (raw.startsWith(previous)) added = raw.slice(previous.length);
      else if (raw.endsWith(previous)) added = raw.slice(0, raw.length - previous.length);
    }
    if (added.length > 1) {
      acceptCode(added);
      return;
    }
    // A character the code cannot contain changes nothing; React puts the old value back.
    if (!isAllowed(added)) return;
    const next = [...shown];
    next[index] = added;
    commit(next);
    if (index < length - 1) focusCell(index + 1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const next = [...shown];
        if (next[index] !== '') {
          next[index] = '';
          commit(next);
        } else if (index > 0) {
          next[index - 1] = '';
          commit(next);
        }
        if (index > 0) focusCell(index - 1);
        break;
      }
      case 'Delete': {
        event.preventDefault();
        if (shown[index] === '') break;
        const next = [...shown];
        next[index] = '';
        commit(next);
        break;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        break;
      case 'End':
        event.preventDefault();
        focusCell(length - 1);
        break;
      default:
        // Typing the character a cell already holds fires no change event: still move on.
        if (event.key.length === 1 && event.key === shown[index] && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          if (index < length - 1) focusCell(index + 1);
        }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // The browser never inserts a paste itself: it is either the whole code or nothing.
    event.preventDefault();
    acceptCode(event.clipboardData.getData('text'));
  };

  /** A tap on an empty cell past the first gap starts at the gap, so the code is typed in order. */
  const onMouseDown = (index: number) => (event: MouseEvent<HTMLInputElement>) => {
    const firstEmpty = shown.indexOf('');
    if (firstEmpty !== -1 && index > firstEmpty && shown[index] === '') {
      event.preventDefault();
      focusCell(firstEmpty);
    }
  };

  const cellLabelKey = numeric ? 'otpInput.digitOf' : 'otpInput.characterOf';
  const classes = ['otp-input', invalid && 'is-invalid', disabled && 'is-disabled', className].filter(Boolean).join(' ');

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className={classes} style={{ '--otp-length': length } as CSSProperties}>
      {shown.map((char, index) => (
        <input
          // Cells are positions: their order never changes.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={index === 0 ? id : undefined}
          className="otp-cell"
          type="text"
          value={char}
          disabled={disabled}
          aria-label={t(cellLabelKey, { index: index + 1, length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          inputMode={numeric ? 'numeric' : 'text'}
          pattern={numeric ? '[0-9]*' : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={onCellChange(index)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onMouseDown={onMouseDown(index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}

export default OtpInput;
