import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './Icon';
import './data-table.css';

export type SortOrder = 'asc' | 'desc';

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** A column the list sorts by: its order now (null: not sorted by it) and what a press asks for next. */
  sort?: { order: SortOrder | null; onChange: (order: SortOrder | null) => void };
  render: (row: Row) => ReactNode;
}

export interface RowSelection<Row> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The accessible name of a row's checkbox ("Select Bamboo cups"). */
  rowLabel: (row: Row) => string;
  allLabel: string;
}

/** The selection with one row's box ticked or cleared: the table's checkboxes and the lists' cards share it. */
export const toggled = (selected: readonly string[], id: string, on: boolean): string[] => (on ? [...selected, id] : selected.filter((s) => s !== id));

/**
 * A native checkbox drawn like antd's (16 px, the primary colour when ticked, a dash when partly ticked).
 * `indeterminate` exists only as a DOM property, so it is set through a ref after every render: a click
 * clears it in the DOM even when the parent's state, and so the prop, stays the same.
 */
export function SelectBox({ indeterminate = false, className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  });
  return <input ref={ref} type="checkbox" className={['select-box', className].filter(Boolean).join(' ')} {...props} />;
}

/** Ascending, then descending, then the list's own order again. */
const nextOrder = (order: SortOrder | null): SortOrder | null => (order === null ? 'asc' : order === 'asc' ? 'desc' : null);
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The lists' table: semantic rows and columns, headers that sort (a button each, with aria-sort), an
 * optional checkbox column with select-all for the page, and a busy state while a new page loads. The
 * header sticks below the shell's header. Pages, filters and the data live in the list around it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  selection,
  busy = false,
  stickyTop,
  className,
  label,
}: {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection?: RowSelection<Row>;
  busy?: boolean;
  /** Where the header sticks, in px from the top of the viewport. */
  stickyTop?: number;
  className?: string;
  label?: string;
}) {
  const ids = rows.map(rowKey);
  const chosen = new Set(selection?.selected ?? []);
  const chosenHere = ids.filter((id) => chosen.has(id)).length;
  const partly = chosenHere > 0 && chosenHere < ids.length;
  const stickyStyle = stickyTop === undefined ? undefined : { top: stickyTop };

  return (
    <div className={['data-table', busy ? 'is-busy' : '', className].filter(Boolean).join(' ')} aria-busy={busy}>
      <table aria-label={label}>
        <thead>
          <tr>
            {selection && (
              <th className="data-table-check" style={stickyStyle}>
                <SelectBox
                  checked={ids.length > 0 && chosenHere === ids.length}
                  indeterminate={partly}
                  // Browsers announce the indeterminate property as "mixed" themselves; jsdom does not, and
                  // the unit tests read the partial state from this attribute.
                  aria-checked={partly ? 'mixed' : undefined}
                  disabled={ids.length === 0}
                  aria-label={selection.allLabel}
                  onChange={(event) => selection.onChange(event.target.checked ? ids : [])}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ ...stickyStyle, width: column.width, textAlign: column.align }}
                aria-sort={column.sort?.order ? ARIA_SORT[column.sort.order] : undefined}
                className={[column.sort ? 'is-sortable' : '', column.align === 'right' ? 'is-end' : ''].filter(Boolean).join(' ') || undefined}
              >
                {column.sort ? (
                  <button type="button" className="data-table-sort" onClick={() => column.sort!.onChange(nextOrder(column.sort!.order))}>
                    <span>{column.title}</span>
                    <span className="data-table-sort-icons" aria-hidden>
                      <Icon svg={CaretUpOutlined} className={column.sort.order === 'asc' ? 'is-on' : undefined} />
                      <Icon svg={CaretDownOutlined} className={column.sort.order === 'desc' ? 'is-on' : undefined} />
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const id = ids[index];
            const isChosen = chosen.has(id);
            return (
              <tr key={id} className={isChosen ? 'is-selected' : undefined}>
                {selection && (
                  <td className="data-table-check">
                    <SelectBox
                      checked={isChosen}
                      aria-label={selection.rowLabel(row)}
                      onChange={(event) => selection.onChange(toggled(selection.selected, id, event.target.checked))}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align }}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
