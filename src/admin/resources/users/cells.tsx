import { Link } from 'react-router';
import type { AdminUser } from '../../../contract/admin';
import { EnumTag } from '../../../engine/cells';
import type { CellProps } from '../../../engine/types';
import { USER_ROLE } from '../../common/values';

export function UserNameCell({ record }: CellProps<AdminUser>) {
  const seller = record.roles?.includes('seller') ?? false;
  return (
    <span className="admin-party">
      {seller ? (
        <Link to={`/admin/sellers/${encodeURIComponent(record.id)}`} className="cell-link admin-party-title">
          {record.name}
        </Link>
      ) : (
        <span className="admin-party-title">{record.name}</span>
      )}
      <span className="cell-sub">{record.email}</span>
    </span>
  );
}

export function RolesCell({ record }: CellProps<AdminUser>) {
  const roles = (record.roles ?? []).filter((role) => (USER_ROLE.values as readonly string[]).includes(role));
  return (
    <span className="admin-tags">
      {roles.map((role) => (
        <EnumTag key={role} values={USER_ROLE} value={role} />
      ))}
    </span>
  );
}
