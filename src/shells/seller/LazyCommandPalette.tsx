import { lazy, Suspense, useEffect, useState } from 'react';
import type { CommandPaletteProps } from './CommandPalette';
import { isPaletteShortcut, onPaletteToggle } from './palette-toggle';

// kbar loads with the palette's first opening rather than with the portal: most visits never open it.
const LoadedPalette = lazy(() => import('./CommandPalette'));

/**
 * The command palette until it is first wanted: Ctrl/Cmd+K or the header's shortcut button loads it
 * and it opens at once. From then on kbar listens for the shortcut itself.
 */
export function LazyCommandPalette(props: CommandPaletteProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      load();
    };
    window.addEventListener('keydown', onKeyDown);
    const stopListening = onPaletteToggle(load);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopListening();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPalette {...props} />
    </Suspense>
  );
}
