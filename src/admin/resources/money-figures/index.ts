// Back office: the marketplace's figures (/admin/figures), per month and currency from the sellers'
// ledgers: GMV and orders delivered, commission and the tax on it, reversals and payouts; above them,
// what sellers are owed now. Read by administrators and reviewers.
import { LineChartOutlined } from '@ant-design/icons';
import type { FigureRow } from '../../../contract/statements';
import { defineResource } from '../../../engine/types';
import { MonthCell } from '../../../resources/statements/cells';
import { OwedToSellers } from './owed';

const L = 'resources.admin-money-figures';
const money = { kind: 'money', currencyField: 'currency' } as const;

export default defineResource<FigureRow>({
  name: 'admin/money/figures',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: LineChartOutlined,
  routes: { list: '/admin/figures' },
  menu: { labelKey: `${L}.title`, icon: LineChartOutlined },
  access: { area: 'ledger' },
  list: {
    columns: [
      { key: 'month', titleKey: `${L}.month`, field: 'month', cell: { kind: 'custom', cell: MonthCell }, card: 'title' },
      { key: 'currency', titleKey: `${L}.currency`, field: 'currency', cell: { kind: 'text' } },
      { key: 'gmv', titleKey: `${L}.gmv`, field: 'gmv_minor', cell: money, align: 'right' },
      { key: 'orders', titleKey: `${L}.orders`, field: 'orders', cell: { kind: 'number' }, align: 'right' },
      { key: 'commission', titleKey: `${L}.commission`, field: 'commission_minor', cell: money, align: 'right' },
      { key: 'tax', titleKey: `${L}.tax`, field: 'commission_tax_minor', cell: money, align: 'right' },
      { key: 'reversals', titleKey: `${L}.reversals`, field: 'reversals_minor', cell: money, align: 'right' },
      { key: 'payouts', titleKey: `${L}.payouts`, field: 'payouts_minor', cell: money, align: 'right' },
    ],
    filters: [{ kind: 'dateRange', from: 'from', to: 'to', labelKey: `${L}.between` }],
    toolbar: OwedToSellers,
    emptyKey: `${L}.empty`,
  },
});
