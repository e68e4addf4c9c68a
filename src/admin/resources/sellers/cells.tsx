import { Link } from 'react-router';
import type { AdminSellerSummary } from '../../../contract/admin';
import type { CellProps } from '../../../engine/types';
import { VerificationTag } from '../../common/cells';

/** Company (else the person) linking to the seller's page, the person and email under it. */
export function SellerNameCell({ record }: CellProps<AdminSellerSummary>) {
  return (
    <span className="admin-party">
      <Link to={`/admin/sellers/${encodeURIComponent(record.id)}`} className="cell-link admin-party-title">
        {record.company ?? record.name}
      </Link>
      <span className="cell-sub">{record.company ? `${record.name} · ${record.email}` : record.email}</span>
    </span>
  );
}

/** The verification status, saying when staff verified the seller by override. */
export function SellerVerificationCell({ record }: CellProps<AdminSellerSummary>) {
  return <VerificationTag status={record.verification_status} overridden={record.verified_by_override} />;
}
