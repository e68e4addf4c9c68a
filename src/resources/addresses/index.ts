// The address book (/address): sellers' (and buyers') addresses with one default for shipping and one
// for billing. A generic list with create/edit in a drawer; setting a default is a row action, and the
// server moves it from the previous address in the same transaction.
import { CarOutlined, EnvironmentOutlined, FileDoneOutlined } from '@ant-design/icons';
import type { Address } from '../../contract/addresses';
import i18n from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { defineResource, type RecordAction } from '../../engine/types';
import { AddressCell, ContactCell, LabelCell } from './cells';

const isDefault = (address: Address) => address.is_default_shipping || address.is_default_billing;

async function makeDefault(address: Address, which: 'shipping' | 'billing'): Promise<void> {
  const result = await api.patch<Address>(`addresses/${encodeURIComponent(address.id)}`, { [`is_default_${which}`]: true }, { toast: false });
  if (!result.success) throw new Error(result.message);
  toast.success(i18n.t(which === 'shipping' ? 'addressesPage.defaultShippingSet' : 'addressesPage.defaultBillingSet', { name: address.label }));
}

const rowActions: RecordAction<Address>[] = [
  { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
  {
    key: 'default-shipping',
    kind: 'run',
    labelKey: 'addressesPage.setDefaultShipping',
    icon: CarOutlined,
    // A colleague's address (a company's shared book) is never the caller's default.
    visible: (address) => !address.added_by && !address.is_default_shipping,
    run: async (address, { refresh }) => {
      await makeDefault(address, 'shipping');
      await refresh();
    },
  },
  {
    key: 'default-billing',
    kind: 'run',
    labelKey: 'addressesPage.setDefaultBilling',
    icon: FileDoneOutlined,
    visible: (address) => !address.added_by && !address.is_default_billing,
    run: async (address, { refresh }) => {
      await makeDefault(address, 'billing');
      await refresh();
    },
  },
  {
    key: 'delete',
    kind: 'delete',
    labelKey: 'resources.delete',
    danger: true,
    visible: (address) => !isDefault(address),
    confirm: { titleKey: 'addressesPage.deleteTitle', textKey: 'addressesPage.deleteText', confirmKey: 'addressesPage.deleteConfirm' },
  },
  {
    // A default's confirmation says where the default goes.
    key: 'delete-default',
    kind: 'delete',
    labelKey: 'resources.delete',
    danger: true,
    visible: isDefault,
    confirm: { titleKey: 'addressesPage.deleteTitle', textKey: 'addressesPage.deleteDefaultText', confirmKey: 'addressesPage.deleteConfirm' },
  },
];

export const addressBook = defineResource<Address>({
  name: 'addresses',
  labelKey: 'addressesPage.title',
  singularKey: 'addressesPage.one',
  texts: ['addresses'],
  icon: EnvironmentOutlined,
  routes: { list: '/address' },
  menu: { section: 'profile', labelKey: 'sellerNav.address', icon: EnvironmentOutlined },

  list: {
    columns: [
      { key: 'label', titleKey: 'addressesPage.label', field: 'label', sortKey: 'label', cell: { kind: 'custom', cell: LabelCell }, card: 'title' },
      { key: 'contact', titleKey: 'addressesPage.contact', cell: { kind: 'custom', cell: ContactCell } },
      { key: 'address', titleKey: 'addressesPage.address', cell: { kind: 'custom', cell: AddressCell } },
      { key: 'created', titleKey: 'addressesPage.created', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at', card: 'hidden' },
    ],
    filters: [{ kind: 'search', placeholderKey: 'addressesPage.searchPlaceholder' }],
    rowActions,
    emptyKey: 'addressesPage.empty',
    createKey: 'addressesPage.add',
  },

  form: { mode: 'drawer', load: () => import('./form').then((module) => module.addressForm) },

  // No detail page: the declaration only names the field that titles an address in toasts and confirmations.
  show: { titleField: 'label', facts: [] },
});
