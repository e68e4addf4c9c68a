import type { OrderDetails, OrderSummary } from '../../contract/operations';
import type { CellProps } from '../../engine/types';

/** The list shows summaries; the detail page reads the whole order (lines, address, history). */
export type Order = OrderSummary & Partial<Omit<OrderDetails, keyof OrderSummary>>;

// The list's cells; the record page's parts (facts.tsx, lines.tsx, history.tsx, payment.tsx, actions.tsx) load with the first order opened.

export function OrderNumberCell({ record }: CellProps<Order>) {
  return <span className="name-cell-name order-number">{record.number}</span>;
}

export function BuyerCell({ record }: CellProps<Order>) {
  const company = record.buyer?.company;
  const name = record.buyer?.name;
  if (!company && !name) return <span className="cell-empty">—</span>;
  return (
    <span className="name-cell">
      <span>{company ?? name}</span>
      {company && name && <span className="name-cell-sub">{name}</span>}
    </span>
  );
}
