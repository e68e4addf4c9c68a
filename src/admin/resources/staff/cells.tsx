// Back office, staff accounts: the name cell (with the email, and "you" on one's own) and the password state cell.
import { Tag } from 'antd';
import type { StaffAccount } from '../../../contract/admin';
import { useTranslation } from '../../../i18n';
import type { CellProps } from '../../../engine/types';

export function StaffNameCell({ record }: CellProps<StaffAccount>) {
  const { t } = useTranslation();
  return (
    <span className="admin-party">
      <span className="admin-party-title">
        {record.name} {record.is_self && <Tag className="admin-self-tag">{t('adminStaff.you')}</Tag>}
      </span>
      <span className="cell-sub">{record.email}</span>
    </span>
  );
}

export function PasswordStateCell({ record }: CellProps<StaffAccount>) {
  const { t } = useTranslation();
  return record.must_change_password ? <Tag color="gold">{t('adminStaff.mustChange')}</Tag> : <span className="cell-sub">{t('adminStaff.passwordSet')}</span>;
}
