import type { FormInstance, FormRule } from 'antd';
import { useRef, useState } from 'react';
import type { ApiResult } from '../providers/http';
import type { z } from 'zod';
import { translateMessage } from '../i18n';

type AuthContract = typeof import('../contract/auth');

// zod is about a fifth of a sign-in page's JavaScript: it is fetched when the first field is checked,
// which is never before the page has rendered.
let contract: Promise<AuthContract> | undefined;
const loadContract = (): Promise<AuthContract> => (contract ??= import('../contract/auth'));

/**
 * Runs one field of a contract schema: the message the server would return for the same value,
 * translated, or undefined when the value passes.
 */
export async function contractError(pick: (schemas: AuthContract) => z.ZodType, value: unknown): Promise<string | undefined> {
  const result = pick(await loadContract()).safeParse(value);
  return result.success ? undefined : translateMessage(result.error.issues[0]?.message ?? '');
}

/** An antd rule that runs one field of a contract schema (contractError). */
export function contractRule(pick: (schemas: AuthContract) => z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = await contractError(pick, value);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/**
 * Fields validate on blur (once touched); a field that already shows an error re-validates while the
 * user types, so the message disappears as soon as the value is fixed (server errors included).
 */
export function revalidateFieldsWithErrors(form: FormInstance) {
  return (changed: Record<string, unknown>) => {
    const names = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
    if (names.length > 0) form.validateFields(names).catch(() => undefined);
  };
}

/** Puts the server's field errors next to the fields the form has; returns whether any was placed. */
export function applyServerErrors(form: FormInstance, errors: Record<string, string> | undefined, fields: readonly string[]): boolean {
  const placed = Object.entries(errors ?? {}).filter(([name]) => fields.includes(name));
  if (placed.length > 0) form.setFields(placed.map(([name, message]) => ({ name, errors: [translateMessage(message)] })));
  return placed.length > 0;
}

/**
 * A form's submit against the API: one request at a time (a ref, not state, so pressing Enter twice
 * before the re-render cannot send two), a busy flag for the button, and on failure the server's
 * field errors placed on the fields, `failed` for the alert, and the message, translated, as its text unless it is a field's own reason.
 */
export function useServerSubmit(form: FormInstance, fields: readonly string[]) {
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function submit<T>(call: () => Promise<ApiResult<T>>, onSuccess: (data: T, message: string) => void): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailed(false);
    setError(null);
    const result = await call();
    if (!result.success) {
      inFlight.current = false;
      setSubmitting(false);
      applyServerErrors(form, result.errors, fields);
      // The form says it failed; a message that is one field's reason already shows under that field, once is enough.
      const shownAtField = Object.entries(result.errors ?? {}).some(([field, message]) => fields.includes(field) && message === result.message);
      setFailed(true);
      setError(shownAtField ? null : translateMessage(result.message));
      return;
    }
    // Still "submitting": success moves the user on, and the button must not come back in between.
    onSuccess(result.data, result.message);
  }

  return { submitting, failed, error, submit };
}
