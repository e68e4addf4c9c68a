import { useEffect, type RefObject } from 'react';

/**
 * antd tables that scroll sideways copy each column title into a hidden, zero-height "measure" row, so a
 * select-all checkbox there is reachable by Tab although nobody can see it. Marking those rows inert takes
 * them out of the tab order and the accessibility tree; the observer covers rows rendered later.
 */
export function useInertTableMeasureRows(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mark = () => root.querySelectorAll('.ant-table-measure-row:not([inert])').forEach((row) => row.setAttribute('inert', ''));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
