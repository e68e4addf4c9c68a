// The inventory record page's subtitle: the product's SKU.
import { Typography } from 'antd';
import type { InventoryItem } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import type { CellProps } from '../../engine/types';

export function SkuLine({ record }: CellProps<InventoryItem>) {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('products.skuValue', { sku: record.sku })}</Typography.Text>;
}
