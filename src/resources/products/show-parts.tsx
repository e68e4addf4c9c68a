import { PictureOutlined } from '@ant-design/icons';
import { Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Product } from '../../contract/catalog';
import { responsiveImage } from '../../contract/catalog-constants';
import { formatMoney, formatNumber } from '../../components/money';
import type { CellProps, ShowSectionProps } from '../../engine/types';
import './products.css';

/** The cover large, the other images as thumbnails that choose what the large one shows. */
export function ProductGallery({ record }: ShowSectionProps<Product>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const images = record.images;
  if (images.length === 0) {
    return (
      <div className="gallery-empty">
        <PictureOutlined aria-hidden />
        <span>{t('products.noImages')}</span>
      </div>
    );
  }
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <div className="gallery">
      <img
        className="gallery-main"
        alt={t('products.imageAlt', { number: images.indexOf(current) + 1, name: record.name })}
        {...responsiveImage(current.url, '(max-width: 767px) 100vw, 480px')}
      />
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={image === current ? 'gallery-thumb is-current' : 'gallery-thumb'}
                aria-pressed={image === current}
                aria-label={t('products.showImage', { number: index + 1 })}
                onClick={() => setChosen(index)}
              >
                <img alt="" loading="lazy" {...responsiveImage(image.url, '64px')} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PriceRow {
  key: string;
  from: number;
  to: number | null;
  price: number;
}

/** Base price from the MOQ, then each tier: "100 – 499 pieces: US$12.50". */
export function PriceTable({ record }: ShowSectionProps<Product>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (record.price_minor === null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.noPrice')} />;
  const breaks = [
    { from: record.moq, price: record.price_minor },
    ...(record.price_tiers ?? []).map((tier) => ({ from: tier.min_quantity, price: tier.price_minor })),
  ];
  const rows: PriceRow[] = breaks.map((row, index) => ({
    key: String(index),
    from: row.from,
    to: index + 1 < breaks.length ? breaks[index + 1].from - 1 : null,
    price: row.price,
  }));
  const unit = record.unit ? t(`units.${record.unit}`) : '';
  return (
    <Table<PriceRow>
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          key: 'quantity',
          title: unit ? t('products.quantityIn', { unit }) : t('products.quantity'),
          render: (_: unknown, row) =>
            row.to === null
              ? t('products.quantityFrom', { from: formatNumber(row.from, language) })
              : t('products.quantityBetween', { from: formatNumber(row.from, language), to: formatNumber(row.to, language) }),
        },
        {
          key: 'price',
          title: t('products.unitPrice'),
          align: 'right',
          render: (_: unknown, row) => <span className="money">{formatMoney(row.price, record.currency, language)}</span>,
        },
      ]}
    />
  );
}

export function SpecificationsTable({ record }: ShowSectionProps<Product>) {
  const { t } = useTranslation();
  if (!record.specifications?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.noSpecs')} />;
  return (
    <dl className="spec-list">
      {record.specifications.map((spec) => (
        <div key={spec.key} className="spec-list-row">
          <dt>{spec.key}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DescriptionText({ record }: ShowSectionProps<Product>) {
  const { t } = useTranslation();
  return record.description ? <p className="product-description">{record.description}</p> : <p className="cell-empty">{t('products.noDescription')}</p>;
}

/** The SKU under a product's name, with a button that copies it. */
export function SkuSubtitle({ record }: CellProps<Product>) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" copyable={{ text: record.sku }}>
      {t('products.skuValue', { sku: record.sku })}
    </Typography.Text>
  );
}
