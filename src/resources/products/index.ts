// Products: the seller's catalogue (/ProductList, /ProductListingForm, /ProductListingForm/:id,
// /ProductListingForm/view/:id). Generic pages; what is special is the pricing (minor units, tiers),
// specifications, images, publishing and CSV.
import { AppstoreOutlined, CloudUploadOutlined, StopOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Product } from '../../contract/catalog';
import { removedByStaff } from '../../contract/catalog-constants';
import i18n, { translateMessage } from '../../i18n';
import { toast } from '../../providers/toast';
import { api } from '../../providers/http';
import { defineResource, type BulkResult, type ConfirmDeclaration, type IconComponent, type RecordAction } from '../../engine/types';
import { CategoryCell, LeadTimeCell, ModerationCell, MoqCell, NameCell, PriceAndMoqCell, PriceRangeCell, StatusWithModerationCell, StockCell } from './cells';
import { ProductToolbar } from './toolbar';
import { PRODUCT_STATUS, STOCK_STATE } from './model';
import { lazyPart } from '../../engine/lazy-part';

const showParts = () => import('./show-parts');
const SkuSubtitle = lazyPart(showParts, 'SkuSubtitle');
const ProductGallery = lazyPart(showParts, 'ProductGallery');
const DescriptionText = lazyPart(showParts, 'DescriptionText');
const PriceTable = lazyPart(showParts, 'PriceTable');
const SpecificationsTable = lazyPart(showParts, 'SpecificationsTable');

/** An API failure as an error whose message lists the fields' problems too ("Complete the product…: Add at least one image"). */
function failure(result: { message: string; errors?: Record<string, string> }): Error {
  const details = Object.values(result.errors ?? {}).map(translateMessage);
  return new Error([translateMessage(result.message), details.join('; ')].filter(Boolean).join(': '));
}

async function bulk(action: 'publish' | 'unpublish' | 'delete', ids: string[]): Promise<BulkResult> {
  const result = await api.post<BulkResult>('products/bulk', { action, ids }, { toast: false });
  if (!result.success) throw failure(result);
  return result.data;
}

async function setStatus(product: Product, status: Product['status']): Promise<void> {
  const result = await api.patch<Product>(`products/${product.id}`, { status }, { toast: false });
  if (!result.success) throw failure(result);
}

/** A row action that sets the product's status; `doneKey` says what happened when the list alone would not show it. */
function statusAction(action: {
  key: string;
  labelKey: string;
  icon: IconComponent;
  status: Product['status'];
  visible: (product: Product) => boolean;
  doneKey?: string;
  confirm?: ConfirmDeclaration;
}): RecordAction<Product> {
  const { status, doneKey, ...rest } = action;
  return {
    ...rest,
    kind: 'run',
    run: async (product, { refresh }) => {
      await setStatus(product, status);
      if (doneKey) toast.success(i18n.t(doneKey));
      await refresh();
    },
  };
}

const deleteConfirm: ConfirmDeclaration = { titleKey: 'products.deleteTitle', textKey: 'products.deleteText', confirmKey: 'products.deleteConfirm' };

const recordActions: RecordAction<Product>[] = [
  { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
  { key: 'show', kind: 'show', labelKey: 'resources.view' },
  statusAction({
    key: 'publish',
    labelKey: 'products.publish',
    icon: CloudUploadOutlined,
    status: 'published',
    visible: (product) => product.status === 'draft' && !removedByStaff(product.moderation_status),
  }),
  // A product staff unpublished: publishing it asks staff to review it again, and it stays a draft meanwhile.
  statusAction({
    key: 'requestReview',
    labelKey: 'products.requestReview',
    icon: CloudUploadOutlined,
    status: 'published',
    visible: (product) => product.moderation_status === 'unpublished',
    doneKey: 'products.sentForReview',
  }),
  statusAction({
    key: 'withdrawReview',
    labelKey: 'products.withdrawReview',
    icon: StopOutlined,
    status: 'draft',
    visible: (product) => product.moderation_status === 'resubmitted',
    doneKey: 'products.reviewWithdrawn',
  }),
  statusAction({
    key: 'unpublish',
    labelKey: 'products.unpublish',
    icon: StopOutlined,
    status: 'draft',
    visible: (product) => product.status === 'published',
    confirm: { titleKey: 'products.unpublishTitle', textKey: 'products.unpublishText', confirmKey: 'products.unpublish' },
  }),
  { key: 'delete', kind: 'delete', labelKey: 'resources.delete', danger: true, confirm: deleteConfirm },
];

export const products = defineResource<Product>({
  name: 'products',
  labelKey: 'products.title',
  singularKey: 'products.one',
  icon: AppstoreOutlined,
  routes: {
    list: '/ProductList',
    create: '/ProductListingForm',
    edit: '/ProductListingForm/:id',
    show: '/ProductListingForm/view/:id',
  },
  menu: { section: 'products', labelKey: 'sellerNav.productList', icon: UnorderedListOutlined, createTitleKey: 'sellerNav.newProduct', recordTitle: 'section' },

  list: {
    columns: [
      { key: 'name', titleKey: 'products.product', field: 'name', cell: { kind: 'custom', cell: NameCell }, sortKey: 'name', link: 'show', card: 'title' },
      { key: 'category', titleKey: 'products.category', field: 'category_name', cell: { kind: 'custom', cell: CategoryCell } },
      { key: 'price', titleKey: 'products.priceAndMoq', cell: { kind: 'custom', cell: PriceAndMoqCell }, sortKey: 'price_minor', align: 'right' },
      { key: 'stock', titleKey: 'products.stock', cell: { kind: 'custom', cell: StockCell }, sortKey: 'stock' },
      { key: 'status', titleKey: 'products.status', field: 'status', cell: { kind: 'custom', cell: StatusWithModerationCell } },
      { key: 'updated', titleKey: 'products.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'products.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'products.status', values: PRODUCT_STATUS },
      { kind: 'category', field: 'category_id', labelKey: 'products.category' },
      { kind: 'select', field: 'stock_state', labelKey: 'products.stock', values: STOCK_STATE },
      // The API compares minor units; the box takes major units of a 2-digit currency, the common case.
      { kind: 'range', field: 'price', labelKey: 'products.price', more: true },
    ],
    rowActions: recordActions,
    bulkActions: [
      {
        key: 'publish',
        labelKey: 'products.bulkPublish',
        icon: CloudUploadOutlined,
        confirm: { titleKey: 'products.bulkPublishTitle', textKey: 'products.bulkPublishText', confirmKey: 'products.bulkPublish' },
        run: (ids) => bulk('publish', ids),
      },
      {
        key: 'unpublish',
        labelKey: 'products.bulkUnpublish',
        icon: StopOutlined,
        confirm: { titleKey: 'products.bulkUnpublishTitle', textKey: 'products.bulkUnpublishText', confirmKey: 'products.bulkUnpublish' },
        run: (ids) => bulk('unpublish', ids),
      },
      {
        key: 'delete',
        labelKey: 'products.bulkDelete',
        danger: true,
        confirm: { titleKey: 'products.bulkDeleteTitle', textKey: 'products.bulkDeleteText', confirmKey: 'products.bulkDelete' },
        run: (ids) => bulk('delete', ids),
      },
    ],
    toolbar: ProductToolbar,
    emptyKey: 'products.empty',
    createKey: 'products.add',
  },

  form: { load: () => import('./form').then((module) => module.productForm) },

  show: {
    titleField: 'name',
    subtitle: SkuSubtitle,
    status: { field: 'status', values: PRODUCT_STATUS },
    facts: [
      { key: 'category', labelKey: 'products.category', cell: { kind: 'custom', cell: CategoryCell } },
      { key: 'price', labelKey: 'products.price', cell: { kind: 'custom', cell: PriceRangeCell } },
      { key: 'moq', labelKey: 'products.moq', cell: { kind: 'custom', cell: MoqCell } },
      { key: 'lead', labelKey: 'products.leadTime', cell: { kind: 'custom', cell: LeadTimeCell } },
      { key: 'stock', labelKey: 'products.stock', cell: { kind: 'custom', cell: StockCell } },
      { key: 'updated', labelKey: 'products.updated', field: 'updated_at', cell: { kind: 'relativeTime' } },
      { key: 'published', labelKey: 'products.publishedAt', field: 'published_at', cell: { kind: 'relativeTime' } },
      { key: 'moderation', labelKey: 'productModeration.review', cell: { kind: 'custom', cell: ModerationCell } },
    ],
    sections: [
      { key: 'gallery', component: ProductGallery, placement: 'aside' },
      { key: 'description', titleKey: 'products.description', component: DescriptionText },
    ],
    tabs: [
      { key: 'prices', labelKey: 'products.tabPrices', component: PriceTable },
      { key: 'specs', labelKey: 'products.tabSpecs', component: SpecificationsTable },
    ],
    actions: recordActions.filter((action) => action.kind !== 'show'),
  },
});
