// Back office: reference exchange rates (/admin/exchange-rates), one per currency pair per day. Read by
// administrators and reviewers; administrators add, edit and delete them in a drawer, or import a CSV
// file. The comparisons convert with them to compare, never to charge.
import { SwapOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import type { ExchangeRate } from '../../../contract/exchange-rates';
import { RATE_SOURCES } from '../../../contract/exchange-rates-messages';
import { defineResource, type ValueSet } from '../../../engine/types';
import { PairCell, RateCell } from './cells';
import { RatesToolbar } from './toolbar';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };
const SOURCE: ValueSet = { values: RATE_SOURCES, labelPrefix: 'adminRateSource', tones: { manual: 'default', csv: 'blue' } };

export const adminExchangeRates = defineResource<ExchangeRate>({
  name: 'admin/exchange-rates',
  labelKey: 'adminRates.title',
  singularKey: 'adminRates.one',
  icon: SwapOutlined,
  routes: { list: '/admin/exchange-rates' },
  menu: { labelKey: 'adminNav.exchangeRates', icon: SwapOutlined },
  access: { area: 'exchangeRates', write: 'exchangeRatesWrite' },
  list: {
    columns: [
      { key: 'pair', titleKey: 'adminRates.pair', cell: { kind: 'custom', cell: PairCell }, sortKey: 'base_currency', card: 'title' },
      { key: 'rate', titleKey: 'adminRates.rate', cell: { kind: 'custom', cell: RateCell } },
      { key: 'rate_date', titleKey: 'adminRates.rateDate', field: 'rate_date', cell: { kind: 'date' }, sortKey: 'rate_date' },
      { key: 'source', titleKey: 'adminRates.source', field: 'source', cell: { kind: 'enum', values: SOURCE } },
      { key: 'updated', titleKey: 'adminRates.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminRates.searchPlaceholder' },
      { kind: 'select', field: 'base_currency', labelKey: 'adminRates.baseCurrency', values: CURRENCY },
      { kind: 'select', field: 'quote_currency', labelKey: 'adminRates.quoteCurrency', values: CURRENCY },
      { kind: 'select', field: 'source', labelKey: 'adminRates.source', values: SOURCE, more: true },
    ],
    defaultSort: { field: 'rate_date', order: 'desc' },
    toolbar: RatesToolbar,
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'adminRates.delete',
        danger: true,
        confirm: { titleKey: 'adminRates.deleteTitle', textKey: 'adminRates.deleteText', confirmKey: 'adminRates.delete' },
      },
    ],
    emptyKey: 'adminRates.empty',
    createKey: 'adminRates.add',
  },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.exchangeRateForm) },
});
