// A seller's money on its back-office page: the balances per currency (one row read each), the way to
// its ledger, and, for administrators, an adjustment: a new signed entry in one bucket with a reason the
// seller reads, audited by the server. Nothing in the ledger is ever edited.
import { Table, type TableColumnsType } from 'antd';
import { Button } from '../../components/Button';
import { Link } from 'react-router';
import type { Balance, Balances } from '../../contract/money';
import { formatMoney } from '../../components/money';
import { useApiData } from '../../engine/useApiData';
import { useTranslation } from '../../i18n';
import { currentStaffCan } from '../access';
import { adminDialog } from '../common/dialog-store';

export function SellerMoney({ sellerId, sellerName, email }: { sellerId: string; sellerName: string; email: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, reload } = useApiData<Balances>(`admin/sellers/${sellerId}/balances`);
  const balances = data?.balances ?? [];
  const money = (minor: number, currency: string) => (
    <span className={minor < 0 ? 'ledger-amount is-negative' : undefined}>{formatMoney(minor, currency, language)}</span>
  );
  const columns: TableColumnsType<Balance> = [
    { key: 'currency', title: t('adminSeller.moneyCurrency'), dataIndex: 'currency' },
    ...(['pending', 'payable', 'reserved', 'paid', 'owed'] as const).map((bucket) => ({
      key: bucket,
      title: t(`adminSeller.money_${bucket}`),
      align: 'right' as const,
      render: (_: unknown, balance: Balance) => money(balance[`${bucket}_minor`], balance.currency),
    })),
  ];
  const adjust = () =>
    adminDialog.open({
      kind: 'adjustment',
      sellerId,
      sellerName,
      currency: balances[0]?.currency ?? 'USD',
      after: async () => reload(),
    });
  return (
    <div className="seller-money">
      {balances.length === 0 ? (
        <p className="cell-empty">{t('adminSeller.moneyEmpty')}</p>
      ) : (
        <Table<Balance> rowKey="currency" size="small" pagination={false} columns={columns} dataSource={balances} scroll={{ x: 'max-content' }} />
      )}
      <p className="seller-money-links">
        <Link to={`/admin/ledger?q=${encodeURIComponent(email)}`}>{t('adminSeller.openLedger')}</Link>
        {currentStaffCan('ledgerWrite') && <Button onClick={adjust}>{t('adminSeller.adjust')}</Button>}
      </p>
    </div>
  );
}
