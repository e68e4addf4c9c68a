// The address book (/address): sellers' (and buyers') addresses with one default for shipping and one
// for billing. A generic list with create/edit in a drawer; setting a default is a row action, and the
// server moves it from the previous address in the same transaction.
import { CarOutlined, EnvironmentOutlined, FileDoneOutlined } from '@ant-design/icons';
import { addressSchema, type Address } from '../../contract/addresses';
import i18n from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { defineResource, type RecordAction } from '../_generic/types';
import { addressToForm, addressToPayload } from './model';
import { AddressCell, ContactCell, CountryInput, DefaultsSection, LabelCell } from './parts';

const fields = addressSchema.shape;
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
    visible: (address) => !address.is_default_shipping,
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
    visible: (address) => !address.is_default_billing,
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
  icon: EnvironmentOutlined,
  routes: { list: '/address' },

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

  form: {
    mode: 'drawer',
    sections: [
      {
        key: 'contact',
        titleKey: 'addressesPage.sectionContact',
        descriptionKey: 'addressesPage.sectionContactText',
        fields: [
          { name: 'label', labelKey: 'addressesPage.label', widget: { kind: 'text', placeholderKey: 'addressesPage.labelPlaceholder' }, schema: fields.label, wide: true },
          { name: 'contact_name', labelKey: 'addressesPage.contactName', widget: { kind: 'text', autoComplete: 'name' }, schema: fields.contact_name },
          { name: 'phone', labelKey: 'addressesPage.phone', helpKey: 'addressesPage.phoneHelp', widget: { kind: 'text', autoComplete: 'tel' }, schema: fields.phone },
        ],
      },
      {
        key: 'address',
        titleKey: 'addressesPage.sectionAddress',
        fields: [
          { name: 'line1', labelKey: 'addressesPage.line1', widget: { kind: 'text', placeholderKey: 'addressesPage.line1Placeholder', autoComplete: 'address-line1' }, schema: fields.line1, wide: true },
          { name: 'line2', labelKey: 'addressesPage.line2', widget: { kind: 'text', placeholderKey: 'addressesPage.line2Placeholder', autoComplete: 'address-line2' }, schema: fields.line2, wide: true },
          { name: 'city', labelKey: 'addressesPage.city', widget: { kind: 'text', autoComplete: 'address-level2' }, schema: fields.city },
          { name: 'state', labelKey: 'addressesPage.state', widget: { kind: 'text', autoComplete: 'address-level1' }, schema: fields.state },
          { name: 'postal_code', labelKey: 'addressesPage.postalCode', widget: { kind: 'text', autoComplete: 'postal-code' }, schema: fields.postal_code },
          { name: 'country', labelKey: 'addressesPage.country', helpKey: 'addressesPage.countryHelp', widget: { kind: 'custom', component: CountryInput }, schema: fields.country },
        ],
      },
      { key: 'defaults', titleKey: 'addressesPage.sectionDefaults', descriptionKey: 'addressesPage.sectionDefaultsText', component: DefaultsSection },
    ],
    toForm: addressToForm,
    toPayload: (values) => addressToPayload(values),
    submits: [{ key: 'save', labelKey: 'addressesPage.submit', primary: true, successKey: 'addressesPage.saved' }],
  },

  // No detail page: the declaration only names the field that titles an address in toasts and confirmations.
  show: { titleField: 'label', facts: [] },
});
