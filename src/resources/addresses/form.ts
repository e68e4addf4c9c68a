// The address form (a drawer over the address book), loaded when it first opens.
import { addressSchema, type Address } from '../../contract/addresses';
import type { FormDeclaration } from '../../engine/types';
import { CountryInput, DefaultsSection } from './form-parts';
import { addressToForm, addressToPayload } from './model';

const fields = addressSchema.shape;

export const addressForm: FormDeclaration<Address> = {
  sections: [
    {
      key: 'contact',
      titleKey: 'addressesPage.sectionContact',
      descriptionKey: 'addressesPage.sectionContactText',
      fields: [
        {
          name: 'label',
          labelKey: 'addressesPage.label',
          widget: { kind: 'text', placeholderKey: 'addressesPage.labelPlaceholder' },
          schema: fields.label,
          wide: true,
        },
        { name: 'contact_name', labelKey: 'addressesPage.contactName', widget: { kind: 'text', autoComplete: 'name' }, schema: fields.contact_name },
        {
          name: 'phone',
          labelKey: 'addressesPage.phone',
          helpKey: 'addressesPage.phoneHelp',
          widget: { kind: 'text', autoComplete: 'tel' },
          schema: fields.phone,
        },
      ],
    },
    {
      key: 'address',
      titleKey: 'addressesPage.sectionAddress',
      fields: [
        {
          name: 'line1',
          labelKey: 'addressesPage.line1',
          widget: { kind: 'text', placeholderKey: 'addressesPage.line1Placeholder', autoComplete: 'address-line1' },
          schema: fields.line1,
          wide: true,
        },
        {
          name: 'line2',
          labelKey: 'addressesPage.line2',
          widget: { kind: 'text', placeholderKey: 'addressesPage.line2Placeholder', autoComplete: 'address-line2' },
          schema: fields.line2,
          wide: true,
        },
        { name: 'city', labelKey: 'addressesPage.city', widget: { kind: 'text', autoComplete: 'address-level2' }, schema: fields.city },
        { name: 'state', labelKey: 'addressesPage.state', widget: { kind: 'text', autoComplete: 'address-level1' }, schema: fields.state },
        { name: 'postal_code', labelKey: 'addressesPage.postalCode', widget: { kind: 'text', autoComplete: 'postal-code' }, schema: fields.postal_code },
        {
          name: 'country',
          labelKey: 'addressesPage.country',
          helpKey: 'addressesPage.countryHelp',
          widget: { kind: 'custom', component: CountryInput },
          schema: fields.country,
        },
      ],
    },
    { key: 'defaults', titleKey: 'addressesPage.sectionDefaults', descriptionKey: 'addressesPage.sectionDefaultsText', component: DefaultsSection },
  ],
  toForm: addressToForm,
  toPayload: (values) => addressToPayload(values),
  submits: [{ key: 'save', labelKey: 'addressesPage.submit', primary: true, successKey: 'addressesPage.saved' }],
};
