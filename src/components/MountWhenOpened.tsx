import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog whose code loads on demand from the first time `open` is true (showing nothing while
 * the code downloads), and keeps it mounted after, so that it can animate closed and open again at once.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
