// The command palette's open/close requests: the header's shortcut button asks, and whichever is mounted
// answers (the lazy placeholder loads the palette, the loaded palette toggles itself).
const listeners = new Set<() => void>();

export function onPaletteToggle(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Opens the command palette, or closes it when open, as Ctrl/Cmd+K does. */
export function toggleCommandPalette(): void {
  for (const listener of [...listeners]) listener();
}

export const isPaletteShortcut = (event: KeyboardEvent): boolean => (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * What was typed between Ctrl/Cmd+K and the palette's search box taking the keyboard (its code loads with
 * the first opening): the lazy placeholder keeps it, the palette takes it as its opening search.
 */
let typedEarly: string | null = null;

/** Starts keeping keys typed before the palette is there. */
export function startTypedEarly(): void {
  typedEarly ??= '';
}

/** A key the user pressed while the palette loads: printable characters are kept, Backspace takes one back. */
export function keepTypedEarly(event: KeyboardEvent): boolean {
  if (typedEarly === null || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key === 'Backspace') typedEarly = typedEarly.slice(0, -1);
  else if (event.key.length === 1) typedEarly += event.key;
  else return false;
  return true;
}

/** What was typed early, once: from now on the search box hears the keys itself. */
export function takeTypedEarly(): string {
  const typed = typedEarly ?? '';
  typedEarly = null;
  return typed;
}
