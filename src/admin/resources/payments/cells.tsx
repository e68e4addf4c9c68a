// Cells of the back office's payments lists: the order a payment is for, and its seller and buyer.
import { Link } from 'react-router';
import type { ReceivedPayment } from '../../../contract/payments';
import type { CellProps } from '../../../engine/types';

export function OrderLinkCell({ record }: CellProps<ReceivedPayment>) {
  return <Link to={`/admin/orders/${encodeURIComponent(record.order_id)}`}>{record.order_number}</Link>;
}

export function PartiesCell({ record }: CellProps<ReceivedPayment>) {
  return (
    <span className="name-cell">
      <span>{record.seller.name}</span>
      <span className="name-cell-sub">{record.buyer.name}</span>
    </span>
  );
}
