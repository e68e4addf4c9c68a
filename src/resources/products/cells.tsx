import { PictureOutlined } from '@ant-design/icons';
import { StatusTag, type TagTone } from '../../components/StatusTag';
import { Tooltip } from '../../components/Tooltip';
import { useTranslation } from '../../i18n';
import type { Product } from '../../contract/catalog';
import { removedByStaff, responsiveImage, type ModerationStatus } from '../../contract/catalog-constants';
import { EnumTag } from '../../engine/cells';
import { formatMoney, formatNumber } from '../../components/money';
import type { CellProps } from '../../engine/types';
import { PRODUCT_STATUS, priceRange, STOCK_STATE } from './model';
import './cells.css';

export function CoverThumb({ record, size = 40 }: CellProps<Product> & { size?: number }) {
  const cover = record.images?.[0];
  if (!cover) {
    return (
      <span className="product-thumb is-empty" style={{ width: size, height: size }}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <img className="product-thumb" alt="" width={size} height={size} loading="lazy" decoding="async" {...responsiveImage(cover.url, `${size}px`)} />;
}

/** The cover thumbnail beside the name and SKU. */
export function NameCell({ record }: CellProps<Product>) {
  const { t } = useTranslation();
  return (
    <span className="product-cell">
      <CoverThumb record={record} />
      <span className="name-cell">
        <span className="name-cell-name">{record.name}</span>
        <span className="name-cell-sub">{t('products.skuValue', { sku: record.sku })}</span>
      </span>
    </span>
  );
}

/** "US$9.00 – US$12.50": the lowest tier's price to the base price, in the product's currency. */
export function PriceRangeCell({ record }: CellProps<Product>) {
  const { i18n } = useTranslation();
  const range = priceRange(record);
  if (!range) return <span className="cell-empty">—</span>;
  const language = i18n.resolvedLanguage ?? 'en';
  const from = formatMoney(range.from, record.currency, language);
  if (range.from === range.to) return <span className="money">{from}</span>;
  return (
    <span className="money">
      {from} – {formatMoney(range.to, record.currency, language)}
    </span>
  );
}

/** The price range with the minimum order under it, as B2B catalogues show them. */
export function PriceAndMoqCell({ record }: CellProps<Product>) {
  const { t, i18n } = useTranslation();
  const count = formatNumber(record.moq, i18n.resolvedLanguage ?? 'en');
  const moq = record.unit ? t(`unitCount.${record.unit}`, { count: record.moq, formatted: count }) : count;
  return (
    <span className="price-cell">
      <PriceRangeCell record={record} />
      <span className="name-cell-sub">{t('products.minOrder', { moq })}</span>
    </span>
  );
}

/** "100 pieces" */
export function MoqCell({ record }: CellProps<Product>) {
  const { t, i18n } = useTranslation();
  const count = formatNumber(record.moq, i18n.resolvedLanguage ?? 'en');
  return <span className="cell-nowrap">{record.unit ? t(`unitCount.${record.unit}`, { count: record.moq, formatted: count }) : count}</span>;
}

/** The stock state, and how many units are on hand. */
export function StockCell({ record }: CellProps<Product>) {
  const { t, i18n } = useTranslation();
  return (
    <span className="stock-cell">
      <EnumTag values={STOCK_STATE} value={record.stock_state} />
      <span className="name-cell-sub">
        {t('products.onHand', { count: record.stock_on_hand, formatted: formatNumber(record.stock_on_hand, i18n.resolvedLanguage ?? 'en') })}
      </span>
    </span>
  );
}

export function LeadTimeCell({ record }: CellProps<Product>) {
  const { t } = useTranslation();
  if (record.lead_time_days === null) return <span className="cell-empty">—</span>;
  return <>{t('products.days', { count: record.lead_time_days })}</>;
}

/** The category's own name, with the branch it sits in below ("Kitchenware" over "Home & Garden"). */
export function CategoryCell({ record }: CellProps<Product>) {
  if (!record.category_name) return <span className="cell-empty">—</span>;
  const parts = record.category_name.split(' / ');
  const leaf = parts.pop();
  return (
    <span className="category-path" title={record.category_name}>
      <span>{leaf}</span>
      {parts.length > 0 && <span className="name-cell-sub">{parts.join(' / ')}</span>}
    </span>
  );
}

export const MODERATION_TONES: Record<ModerationStatus, TagTone> = { pending: 'gold', approved: 'success', unpublished: 'error', resubmitted: 'processing' };

/**
 * Staff review of a product: waiting, approved, unpublished with the reason staff gave, or waiting for
 * staff to publish it again (the seller asked; staff's reason still shown).
 */
export function ModerationCell({ record }: CellProps<Product>) {
  const { t } = useTranslation();
  const status = record.moderation_status;
  if (!status) return <span className="cell-empty">—</span>;
  return (
    <span className="moderation-cell" style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      <StatusTag color={MODERATION_TONES[status]} className="status-tag">
        {t(`productModeration.${status}`)}
      </StatusTag>
      {removedByStaff(status) && record.moderation_note && (
        <span className="moderation-note">{t('productModeration.reason', { reason: record.moderation_note })}</span>
      )}
    </span>
  );
}

/** The listing status, and a mark when staff unpublished the product or it waits for staff to publish it again (the reason on hover). */
export function StatusWithModerationCell({ record }: CellProps<Product>) {
  const { t } = useTranslation();
  const status = record.moderation_status;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      <EnumTag values={PRODUCT_STATUS} value={record.status} />
      {removedByStaff(status) && (
        <Tooltip title={record.moderation_note ?? undefined}>
          <StatusTag color={status === 'resubmitted' ? MODERATION_TONES.resubmitted : 'error'} className="status-tag">
            {t(status === 'resubmitted' ? 'productModeration.resubmitted' : 'productModeration.byStaff')}
          </StatusTag>
        </Tooltip>
      )}
    </span>
  );
}
