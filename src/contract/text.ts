// Text the database can keep as it was sent. PostgreSQL refuses U+0000 in text, other control
// characters are never meant, and an unpaired UTF-16 surrogate would be stored as U+FFFD. Tab, line
// feed and carriage return are text; every other C0 control, DEL and the C1 controls are not. The API
// applies this to every string and key of every input (server/lib/validation.ts), so no field can
// forget it.
import { authMessages } from './messages';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as sent, or undefined when it can. */
export function unstorableTextMessage(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return authMessages.controlCharacter;
  if (UNPAIRED_SURROGATE.test(text)) return authMessages.brokenCharacter;
  return undefined;
}

export interface TextProblem {
  /** Where the string is: object keys and array indexes from the input's root. */
  path: Array<string | number>;
  message: string;
}

/**
 * The first string (value or object key) in `input` that cannot be stored. Walks with its own stack,
 * not recursion, so a deeply nested body cannot exhaust the call stack.
 */
export function findUnstorableText(input: unknown): TextProblem | undefined {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) return { path, message };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], path: [...path, index] });
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index];
        const message = unstorableTextMessage(key);
        if (message) return { path: [...path, key], message };
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}
