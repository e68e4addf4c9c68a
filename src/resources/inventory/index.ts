// Inventory (/Inventory, /InventoryDetails/:id): stock per product, keyed by the product's id.
// Generic list and detail page; what is special is the adjust-stock form, the threshold and the ledger.
import { DatabaseOutlined, EditOutlined } from '@ant-design/icons';
import type { InventoryItem } from '../../contract/operations';
import { defineResource, type ValueSet } from '../../engine/types';
import { STOCK_STATE } from '../products/model';
import { lazyPart } from '../../engine/lazy-part';
import { InventoryNameCell } from './cells';

/** The one value of the below-the-minimum-order filter; its absence is every item. */
const BELOW_MOQ: ValueSet = { values: ['true'], labelPrefix: 'moqState' };

// The record page's parts, loaded with the first item opened.
const record = () => import('./record');
const SkuLine = lazyPart(record, 'SkuLine');
const AdjustStock = lazyPart(record, 'AdjustStock');
const ThresholdEditor = lazyPart(record, 'ThresholdEditor');
const Ledger = lazyPart(record, 'Ledger');

export const inventory = defineResource<InventoryItem>({
  name: 'inventory',
  labelKey: 'inventory.title',
  singularKey: 'inventory.one',
  icon: DatabaseOutlined,
  idField: 'product_id',
  routes: { list: '/Inventory', show: '/InventoryDetails/:id' },
  menu: { section: 'products', labelKey: 'sellerNav.inventory', icon: DatabaseOutlined },

  list: {
    columns: [
      {
        key: 'product',
        titleKey: 'inventory.product',
        field: 'product_name',
        cell: { kind: 'custom', cell: InventoryNameCell },
        sortKey: 'name',
        link: 'show',
        card: 'title',
      },
      { key: 'on_hand', titleKey: 'inventory.onHand', field: 'on_hand', cell: { kind: 'number' }, sortKey: 'on_hand', align: 'right' },
      { key: 'available', titleKey: 'inventory.available', field: 'available', cell: { kind: 'number' }, align: 'right' },
      { key: 'threshold', titleKey: 'inventory.threshold', field: 'low_stock_threshold', cell: { kind: 'number' }, align: 'right' },
      { key: 'state', titleKey: 'inventory.state', field: 'stock_state', cell: { kind: 'enum', values: STOCK_STATE } },
      { key: 'updated', titleKey: 'inventory.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'inventory.searchPlaceholder' },
      { kind: 'select', field: 'stock_state', labelKey: 'inventory.state', values: STOCK_STATE },
      // The seller home's "Stock below the minimum order" opens the list with below_moq=true.
      { kind: 'select', field: 'below_moq', labelKey: 'inventory.moqFilter', values: BELOW_MOQ },
    ],
    rowActions: [{ key: 'adjust', kind: 'show', labelKey: 'inventory.adjust', icon: EditOutlined }],
    emptyKey: 'inventory.empty',
  },

  show: {
    titleField: 'product_name',
    subtitle: SkuLine,
    status: { field: 'stock_state', values: STOCK_STATE },
    facts: [
      { key: 'on_hand', labelKey: 'inventory.onHand', field: 'on_hand', cell: { kind: 'number' } },
      { key: 'reserved', labelKey: 'inventory.reserved', field: 'reserved', cell: { kind: 'number' } },
      { key: 'available', labelKey: 'inventory.available', field: 'available', cell: { kind: 'number' } },
      { key: 'threshold', labelKey: 'inventory.threshold', field: 'low_stock_threshold', cell: { kind: 'number' } },
      { key: 'updated', labelKey: 'inventory.updated', field: 'updated_at', cell: { kind: 'relativeTime' } },
    ],
    sections: [
      { key: 'adjust', titleKey: 'inventory.adjustTitle', component: AdjustStock, placement: 'aside' },
      { key: 'threshold', titleKey: 'inventory.thresholdTitle', component: ThresholdEditor, placement: 'facts' },
    ],
    tabs: [{ key: 'ledger', labelKey: 'inventory.ledger', component: Ledger }],
    actions: [
      {
        key: 'product',
        kind: 'run',
        labelKey: 'inventory.editProduct',
        icon: EditOutlined,
        run: async (item, { navigate }) => navigate(`/ProductListingForm/${encodeURIComponent(item.product_id)}`),
      },
    ],
  },
});
