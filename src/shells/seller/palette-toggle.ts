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
