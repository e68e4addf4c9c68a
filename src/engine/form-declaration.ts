import type { BaseRecord } from '@refinedev/core';
import { useEffect, useState } from 'react';
import type { FormDeclaration, Resource } from './types';

const loading = new WeakMap<Resource, Promise<FormDeclaration<BaseRecord>>>();
const loaded = new WeakMap<Resource, FormDeclaration<BaseRecord>>();

/** The resource's form declaration, loaded once (a failed load is tried again on the next call). */
export function loadFormDeclaration(resource: Resource): Promise<FormDeclaration<BaseRecord>> | undefined {
  if (!resource.form) return undefined;
  let pending = loading.get(resource);
  if (!pending) {
    pending = resource.form.load().then((declaration) => {
      loaded.set(resource, declaration);
      return declaration;
    });
    loading.set(resource, pending);
    pending.catch(() => loading.delete(resource));
  }
  return pending;
}

export interface FormDeclarationState {
  declaration?: FormDeclaration<BaseRecord>;
  /** The load failed (offline, say); `retry` tries again. */
  failed: boolean;
  retry: () => void;
}

/** The resource's form declaration once it is here (at once when it was loaded before). */
export function useFormDeclaration(resource: Resource): FormDeclarationState {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ resource: Resource; attempt: number; failed: boolean } | null>(null);
  const declaration = loaded.get(resource);
  useEffect(() => {
    if (declaration) return;
    let current = true;
    loadFormDeclaration(resource)?.then(
      () => current && setOutcome({ resource, attempt, failed: false }),
      () => current && setOutcome({ resource, attempt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [resource, attempt, declaration]);
  const failed = !declaration && outcome?.resource === resource && outcome.attempt === attempt && outcome.failed;
  return { declaration, failed, retry: () => setAttempt((n) => n + 1) };
}

/**
 * What an edit sends: the fields whose value differs from the record as the form received it, plus
 * what the submit button always sets (a status). A partial update then never resets a field the user
 * did not touch, a default included, and fields the form never showed (ids, times) are never sent.
 */
export function changedFields(
  payload: Record<string, unknown>,
  original: Record<string, unknown>,
  always: Record<string, unknown> = {},
): Record<string, unknown> {
  const changed = Object.entries(payload).filter(([key, value]) => key in always || JSON.stringify(value) !== JSON.stringify(original[key]));
  // A control the user cleared (a select's ×) holds undefined, which JSON would drop: it is sent as null.
  return Object.fromEntries(changed.map(([key, value]) => [key, value === undefined ? null : value]));
}
