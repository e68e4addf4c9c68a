import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * What a search box shows and when it applies: 400 ms after typing stops, or at once on Enter or when
 * cleared. It follows `value` (the applied search, from the URL) when that changes from outside (Back,
 * "Clear filters"). Used by SearchInput.
 */
export function useSearchDraft(value: string, onChange: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (value !== applied) {
    // The URL moved on its own: show what it says now.
    setApplied(value);
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next.trim());
  };

  return {
    draft,
    /** The box's text changed (typed, pasted or cleared). */
    edit(next: string) {
      setDraft(next);
      clearTimeout(timer.current);
      if (next === '') apply('');
      else timer.current = setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
    },
    /** Enter: apply what is typed now. */
    submit: () => apply(draft),
  };
}
