import { lazy, Suspense, useEffect, useState } from 'react';
import type { CommandPaletteProps } from './CommandPalette';
import { isPaletteShortcut, keepTypedEarly, onPaletteToggle, startTypedEarly } from './palette-toggle';

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
    const load = () => {
      startTypedEarly();
      setWanted(true);
    };
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
  // While the palette's code loads, the keys typed for it are kept (not lost, nor typed into the page):
  // the palette opens with them in its search box.
  useEffect(() => {
    if (!wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (keepTypedEarly(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPalette {...props} />
    </Suspense>
  );
}
