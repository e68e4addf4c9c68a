import type { InventoryItem } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import type { CellProps } from '../../engine/types';

// The list's cell; the record page's parts (sku-line.tsx, stock-forms.tsx, ledger.tsx) load with the first item opened.

export function InventoryNameCell({ record }: CellProps<InventoryItem>) {
  const { t } = useTranslation();
  return (
    <span className="name-cell">
      <span className="name-cell-name">{record.product_name}</span>
      <span className="name-cell-sub">{t('products.skuValue', { sku: record.sku })}</span>
    </span>
  );
}
