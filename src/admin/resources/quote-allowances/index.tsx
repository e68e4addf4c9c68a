// Back office: each seller's monthly quote allowance (/admin/quote-allowances), administrators only:
// the limit (its own, or the configured default), quotes submitted this month and what is left. Setting
// one is audited; an empty value goes back to the default.
import { FundOutlined, EditOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { adminPath, decide } from '../../common/api';
import { SellerPartyCell } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import type { AdminQuoteAllowance } from '../../../contract/rfq';
import { useTranslation } from '../../../i18n';
import { defineResource, type CellProps } from '../../../engine/types';

function LimitCell({ record }: CellProps<AdminQuoteAllowance>) {
  const { t } = useTranslation('rfq');
  return (
    <span>
      {record.monthly_limit} {record.custom ? <Tag color="blue">{t('adminQuoteAllowances.custom')}</Tag> : <Tag>{t('adminQuoteAllowances.default')}</Tag>}
    </span>
  );
}

/** The note dialog takes the number; a blank one means the default, anything not a whole number is the server's to refuse. */
const limitOf = (note: string | null) => (note === null || note.trim() === '' ? null : /^\d+$/.test(note.trim()) ? Number(note.trim()) : note);

export const adminQuoteAllowances = defineResource<AdminQuoteAllowance>({
  name: 'admin/quote-allowances',
  labelKey: 'adminNav.quoteAllowances',
  singularKey: 'adminQuoteAllowances.one',
  texts: ['rfq'],
  icon: FundOutlined,
  routes: { list: '/admin/quote-allowances' },
  menu: { labelKey: 'adminNav.quoteAllowances', icon: FundOutlined },
  access: { area: 'quoteAllowances' },
  list: {
    columns: [
      {
        key: 'seller',
        titleKey: 'adminQuoteAllowances.seller',
        field: 'seller',
        cell: { kind: 'custom', cell: SellerPartyCell },
        card: 'title',
        sortKey: 'name',
      },
      { key: 'limit', titleKey: 'adminQuoteAllowances.limit', cell: { kind: 'custom', cell: LimitCell } },
      { key: 'used', titleKey: 'adminQuoteAllowances.used', field: 'used', cell: { kind: 'number' }, align: 'right' },
      { key: 'left', titleKey: 'adminQuoteAllowances.left', field: 'left', cell: { kind: 'number' }, align: 'right' },
    ],
    filters: [{ kind: 'search', placeholderKey: 'adminQuoteAllowances.searchPlaceholder' }],
    defaultSort: { field: 'name', order: 'asc' },
    rowActions: [
      {
        key: 'set',
        kind: 'run',
        labelKey: 'adminQuoteAllowances.set',
        icon: EditOutlined,
        run: async (row, context) =>
          adminDialog.open({
            kind: 'note',
            titleKey: 'adminQuoteAllowances.setTitle',
            textKey: 'adminQuoteAllowances.setText',
            values: { name: row.seller.company ?? row.seller.name },
            noteLabelKey: 'adminQuoteAllowances.limit',
            noteField: 'monthly_limit',
            confirmKey: 'adminQuoteAllowances.save',
            submit: (note) => decide(adminPath('quote-allowances', row.seller.id), { monthly_limit: limitOf(note) }, 'put'),
            after: context.refresh,
          }),
      },
    ],
    emptyKey: 'adminQuoteAllowances.empty',
  },
});
