// Back office: product moderation (/admin/products, /admin/products/:id). Published products wait for
// review, the longest waiting first, with the drafts staff unpublished whose seller asked to publish
// them again ('resubmitted'); staff open one, approve it (a resubmitted one goes back on sale), or
// unpublish it with a reason the seller sees on the product.
import { AppstoreOutlined, CheckOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AdminProductDetails, AdminProductSummary } from '../../../contract/admin';
import { SellerPartyCell } from '../../common/cells';
import { MODERATION, MODERATION_QUEUE } from '../../common/values';
import { PRODUCT_STATUS } from '../../../resources/products/model';
import { DescriptionText, PriceTable, ProductGallery, SpecificationsTable } from '../../../resources/products/show-parts';
import { defineResource, type RecordAction, type ShowSectionProps } from '../../../engine/types';
import { approveProduct, ModerationNoteCell, ProductNameCell, ReviewStateCell, unpublishProduct } from './moderation';

type Product = AdminProductSummary & Partial<Omit<AdminProductDetails, keyof AdminProductSummary>>;

// The seller portal's product sections read the same fields (images, prices, specifications, text).
const section = (component: unknown) => component as ComponentType<ShowSectionProps<Product>>;

/** On sale (published), or asking to be again (resubmitted): what staff can approve or take down. */
const decidable = (product: Product) => product.status === 'published' || product.moderation_status === 'resubmitted';
const reviewable = (product: Product) => decidable(product) && product.moderation_status !== 'approved';
const actions: RecordAction<Product>[] = [
  {
    key: 'approve',
    kind: 'run',
    labelKey: 'adminProducts.approve',
    icon: CheckOutlined,
    visible: reviewable,
    run: (product, context) => approveProduct(product, context.refresh),
  },
  {
    key: 'unpublish',
    kind: 'run',
    labelKey: 'adminProducts.unpublish',
    icon: StopOutlined,
    danger: true,
    visible: decidable,
    run: (product, context) => unpublishProduct(product, context.refresh),
  },
];

export const adminProducts = defineResource<Product>({
  name: 'admin/products',
  labelKey: 'adminProducts.title',
  singularKey: 'adminProducts.one',
  icon: AppstoreOutlined,
  routes: { list: '/admin/products', show: '/admin/products/:id' },
  menu: { labelKey: 'adminNav.products', icon: AppstoreOutlined },
  access: { area: 'products' },

  list: {
    columns: [
      {
        key: 'name',
        titleKey: 'adminProducts.product',
        field: 'name',
        cell: { kind: 'custom', cell: ProductNameCell },
        sortKey: 'name',
        link: 'show',
        card: 'title',
      },
      { key: 'seller', titleKey: 'adminProducts.seller', cell: { kind: 'custom', cell: SellerPartyCell }, width: 220 },
      { key: 'category', titleKey: 'adminProducts.category', field: 'category_path', width: 200 },
      { key: 'moderation', titleKey: 'adminProducts.moderation', field: 'moderation_status', cell: { kind: 'custom', cell: ReviewStateCell } },
      { key: 'updated', titleKey: 'adminProducts.changed', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminProducts.searchPlaceholder' },
      { kind: 'select', field: 'moderation_status', labelKey: 'adminProducts.queueStatus', values: MODERATION_QUEUE },
      { kind: 'select', field: 'status', labelKey: 'adminProducts.status', values: PRODUCT_STATUS, more: true },
    ],
    defaultSort: { field: 'updated_at', order: 'asc' },
    rowActions: [{ key: 'show', kind: 'show', labelKey: 'adminProducts.review', icon: EyeOutlined }, ...actions],
    emptyKey: 'adminProducts.empty',
  },

  show: {
    titleField: 'name',
    status: { field: 'moderation_status', values: MODERATION },
    facts: [
      { key: 'seller', labelKey: 'adminProducts.seller', cell: { kind: 'custom', cell: SellerPartyCell } },
      { key: 'sku', labelKey: 'adminProducts.sku', field: 'sku' },
      { key: 'category', labelKey: 'adminProducts.category', field: 'category_path' },
      { key: 'status', labelKey: 'adminProducts.status', field: 'status', cell: { kind: 'enum', values: PRODUCT_STATUS } },
      { key: 'price', labelKey: 'adminProducts.price', field: 'price_minor', cell: { kind: 'money', currencyField: 'currency' } },
      { key: 'moq', labelKey: 'adminProducts.moq', field: 'moq', cell: { kind: 'number' } },
      { key: 'published', labelKey: 'adminProducts.published', field: 'published_at', cell: { kind: 'dateTime' } },
      { key: 'updated', labelKey: 'adminProducts.changed', field: 'updated_at', cell: { kind: 'relativeTime' } },
      { key: 'note', labelKey: 'adminProducts.note', cell: { kind: 'custom', cell: ModerationNoteCell } },
    ],
    sections: [
      { key: 'gallery', component: section(ProductGallery), placement: 'aside' },
      { key: 'description', titleKey: 'adminProducts.description', component: section(DescriptionText) },
      { key: 'prices', titleKey: 'adminProducts.prices', component: section(PriceTable) },
      { key: 'specs', titleKey: 'adminProducts.specifications', component: section(SpecificationsTable) },
    ],
    actions,
  },
});
