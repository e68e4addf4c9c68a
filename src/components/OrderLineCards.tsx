// An order's lines as stacked cards, for narrow screens where a four-column table would cut off its
// figures: each product with what it is (quantity at a price), its line total on the right, then the
// order's totals. The buyer's and the seller's order pages both show their lines this way on a phone.
import type { ReactNode } from 'react';
import './order-line-cards.css';

export interface OrderLineCard {
  id: string;
  /** The product's name, a link where it has a page. */
  name: ReactNode;
  /** What the line is: "300 pairs × $18.90", a SKU. */
  detail: ReactNode;
  total: ReactNode;
}

export interface OrderTotalRow {
  key: string;
  label: ReactNode;
  amount: ReactNode;
  /** The order's total: in bold. */
  strong?: boolean;
}

export function OrderLineCards({ lines, totals }: { lines: OrderLineCard[]; totals: OrderTotalRow[] }) {
  return (
    <ul className="order-line-cards">
      {lines.map((line) => (
        <li key={line.id}>
          <span className="order-line-cards-name">{line.name}</span>
          <span className="order-line-cards-detail">{line.detail}</span>
          <span className="order-line-cards-total">{line.total}</span>
        </li>
      ))}
      {totals.map((row) => (
        <li key={row.key} className="order-line-total">
          {row.strong ? <strong>{row.label}</strong> : <span>{row.label}</span>}
          {row.strong ? <strong>{row.amount}</strong> : <span>{row.amount}</span>}
        </li>
      ))}
    </ul>
  );
}
