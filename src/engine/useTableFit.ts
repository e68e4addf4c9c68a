import { useEffect, useState, type RefObject } from 'react';

const rowsTable = (container: HTMLElement) => container.querySelector<HTMLElement>('.resource-table table');

/**
 * Whether a list's table fits its page. The table is shown while it fits; when it needs more width
 * than the page has (a 1024 px laptop with the sidebar open, a tablet), the rows become cards until
 * the page is at least as wide as the table needed. Nothing hides behind a sideways scroll.
 */
export function useTableFits(containerRef: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [width, setWidth] = useState<number | null>(null);
  /** The page width the table needed when it last did not fit. */
  const [needed, setNeeded] = useState<number | null>(null);
  const fits = needed === null || width === null || width >= needed;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const table = fits ? rowsTable(container) : null;
    // Runs when the page or the table changes size: a resize, new rows, a web font arriving.
    const measure = () => {
      const pageWidth = container.clientWidth;
      setWidth(pageWidth);
      const frame = table?.closest<HTMLElement>('.resource-table');
      if (table && frame && table.offsetWidth > frame.clientWidth + 1) setNeeded(pageWidth + table.offsetWidth - frame.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    if (table) observer.observe(table);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callers name what replaces the table
  }, [containerRef, fits, ...deps]);

  return fits;
}
