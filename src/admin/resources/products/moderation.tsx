// Back office, product moderation: the product, note and review-state cells, approving and unpublishing.
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../i18n';
import { adminMessages, type AdminProductSummary } from '../../../contract/admin';
import { responsiveImage } from '../../../contract/catalog-constants';
import { adminPath, decide } from '../../common/api';
import { ClampedText } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import { EnumTag } from '../../../engine/cells';
import type { CellProps } from '../../../engine/types';
import { MODERATION } from '../../common/values';
import { PRODUCT_STATUS } from '../../../resources/products/model';

export function ProductNameCell({ record }: CellProps<AdminProductSummary>) {
  const { t } = useTranslation();
  return (
    <span className="product-cell">
      {record.image_url ? (
        <img className="product-thumb" alt="" width={40} height={40} loading="lazy" decoding="async" {...responsiveImage(record.image_url, '40px')} />
      ) : (
        <span className="product-thumb is-empty" style={{ width: 40, height: 40 }}>
          <PictureOutlined aria-hidden />
        </span>
      )}
      <span className="name-cell">
        <span className="name-cell-name">{record.name}</span>
        <span className="name-cell-sub">{t('products.skuValue', { sku: record.sku })}</span>
      </span>
    </span>
  );
}

export function ModerationNoteCell({ record }: CellProps<AdminProductSummary>) {
  return <ClampedText text={record.moderation_note} />;
}

/** Approving changes nothing the seller sees, so it needs no confirmation. */
export async function approveProduct(product: Pick<AdminProductSummary, 'id'>, after: () => Promise<void>): Promise<void> {
  const result = await decide(adminPath('products', product.id, 'approve'));
  if (result.success) await after();
}

export async function unpublishProduct(product: Pick<AdminProductSummary, 'id' | 'name'>, after: () => Promise<void>): Promise<void> {
  adminDialog.open({
    kind: 'note',
    titleKey: 'adminProducts.unpublishTitle',
    textKey: 'adminProducts.unpublishText',
    values: { name: product.name },
    noteLabelKey: 'adminProducts.reasonForSeller',
    requiredMessage: adminMessages.reasonRequired,
    noteField: 'reason',
    confirmKey: 'adminProducts.unpublishConfirm',
    danger: true,
    submit: (reason) => decide(adminPath('products', product.id, 'unpublish'), { reason }),
    after,
  });
}

/** The review state, and the listing state when the product is not on sale. */
export function ReviewStateCell({ record }: CellProps<AdminProductSummary>) {
  return (
    <span className="admin-tags">
      <EnumTag values={MODERATION} value={record.moderation_status} />
      {record.status !== 'published' && <EnumTag values={PRODUCT_STATUS} value={record.status} />}
    </span>
  );
}
