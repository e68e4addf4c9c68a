// The seller's monthly statements (/finance/statements): each month with ledger entries, newest first,
// with its currencies and its PDF and CSV (opening and closing balances per currency, every entry, the
// commission and tax totals). Read-only: statements are read from the ledger as it stands.
import { FileTextOutlined } from '@ant-design/icons';
import type { StatementMonth } from '../../contract/statements';
import { defineResource } from '../../engine/types';
import { MonthCell, statementFilesCell } from './cells';

const L = 'resources.statements';

export default defineResource<StatementMonth>({
  name: 'seller/statements',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: FileTextOutlined,
  idField: 'month',
  routes: { list: '/finance/statements' },
  menu: { section: 'finance', labelKey: `${L}.title`, icon: FileTextOutlined },
  list: {
    columns: [
      { key: 'month', titleKey: `${L}.month`, field: 'month', cell: { kind: 'custom', cell: MonthCell }, card: 'title' },
      { key: 'currencies', titleKey: `${L}.currencies`, field: 'currencies', cell: { kind: 'list' } },
      { key: 'files', titleKey: `${L}.files`, cell: { kind: 'custom', cell: statementFilesCell('seller/statements') }, align: 'right' },
    ],
    filters: [],
    emptyKey: `${L}.empty`,
  },
});
