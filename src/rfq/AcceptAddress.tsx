// Where an accepted quote ships: an address from the buyer's book, or a new address, which the dialog
// fills in from the request's delivery place (the buyer completes the street, postcode and contact) and
// the accept adds to the book. Each field is checked by the address book's own schema.
import { Alert, Form, Input, Radio, Select } from 'antd';
import { Link } from 'react-router';
import { CountryPicker } from '../components/CountryPicker';
import { useCountryName } from '../components/countries';
import { addressSchema, type Address, type AddressInput } from '../contract/addresses';
import type { BuyerRfq } from '../contract/rfq';
import { schemaRequires, zodRule } from '../engine/rules';
import { useTranslation } from '../i18n';
import './accept.css';

export type ShipChoice = 'book' | 'new';
const fields = addressSchema.shape;

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The book's address at the request's delivery place (same country and city), if there is one. */
export function addressAtDeliveryPlace(addresses: Address[], rfq: Pick<BuyerRfq, 'delivery_country' | 'delivery_city'>): Address | undefined {
  if (!rfq.delivery_country || !rfq.delivery_city) return undefined;
  return addresses.find((address) => address.country === rfq.delivery_country && sameText(address.city, rfq.delivery_city));
}

/**
 * Where the dialog starts: a book address at the delivery place; else a new address at the delivery
 * place; else (a request without one) the default shipping address.
 */
export function initialShipping(
  addresses: Address[],
  rfq: Pick<BuyerRfq, 'delivery_country' | 'delivery_city'>,
): { ship: ShipChoice; addressId?: string; address: Partial<AddressInput> } {
  const atPlace = addressAtDeliveryPlace(addresses, rfq);
  const fallback = addresses.find((address) => address.is_default_shipping) ?? addresses[0];
  // The contact is usually the same person as on the default address: a start the buyer can change.
  const address: Partial<AddressInput> = {
    label: rfq.delivery_city ?? '',
    city: rfq.delivery_city ?? '',
    country: rfq.delivery_country || undefined,
    contact_name: fallback?.contact_name ?? '',
    phone: fallback?.phone ?? '',
  };
  if (atPlace) return { ship: 'book', addressId: atPlace.id, address };
  if (rfq.delivery_city || !fallback) return { ship: 'new', addressId: fallback?.id, address };
  return { ship: 'book', addressId: fallback.id, address };
}

function AddressField({ name, labelKey, wide, children }: { name: keyof typeof fields; labelKey: string; wide?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('addresses');
  return (
    <Form.Item
      name={['address', name]}
      label={t(labelKey)}
      required={schemaRequires(fields[name])}
      rules={[zodRule(fields[name])]}
      className={wide ? 'accept-address-wide' : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** The "Ship to" part of the Accept dialog. */
export function AcceptAddress({ rfq, addresses, ship }: { rfq: BuyerRfq; addresses: Address[] | null; ship: ShipChoice }) {
  const { t } = useTranslation('rfq', 'addresses');
  const countryName = useCountryName();
  const form = Form.useFormInstance();
  const chosenId = Form.useWatch('address_id', form) as string | undefined;
  const chosen = addresses?.find((address) => address.id === chosenId);
  const place = rfq.delivery_city ? `${rfq.delivery_city}, ${countryName(rfq.delivery_country) ?? rfq.delivery_country}` : null;
  // A book address elsewhere than the request asked for is allowed, but said.
  const elsewhere =
    ship === 'book' && chosen && place && !(chosen.country === rfq.delivery_country && sameText(chosen.city, rfq.delivery_city)) ? chosen : undefined;

  return (
    <fieldset className="accept-ship">
      <legend>{t('rfqCompare.shipTo')}</legend>
      <Form.Item name="ship" noStyle>
        <Radio.Group
          className="accept-ship-choice"
          options={[
            { value: 'new', label: t('rfqCompare.shipToNew') },
            { value: 'book', label: t('rfqCompare.shipToBook'), disabled: addresses !== null && addresses.length === 0 },
          ]}
        />
      </Form.Item>
      {ship === 'book' ? (
        <>
          <Form.Item name="address_id" label={t('rfqCompare.bookAddress')} required rules={[{ required: true, message: t('rfqCompare.chooseAddress') }]}>
            <Select
              loading={addresses === null}
              options={(addresses ?? []).map((address) => ({
                value: address.id,
                label: `${address.label} — ${address.contact_name}, ${address.city}, ${countryName(address.country) ?? address.country}`,
              }))}
              notFoundContent={<Link to="/address">{t('rfqCompare.addAddress')}</Link>}
            />
          </Form.Item>
          {elsewhere && place && (
            <Alert
              type="warning"
              showIcon
              className="accept-elsewhere"
              message={t('rfqCompare.addressElsewhere', { city: elsewhere.city, country: countryName(elsewhere.country) ?? elsewhere.country, place })}
            />
          )}
        </>
      ) : (
        <>
          <p className="rfq-muted accept-ship-text">{place ? t('rfqCompare.newFromRequest', { place }) : t('rfqCompare.newAddressSaved')}</p>
          <div className="accept-address-grid">
            <AddressField name="label" labelKey="addressesPage.label">
              <Input maxLength={60} placeholder={t('addressesPage.labelPlaceholder')} />
            </AddressField>
            <AddressField name="contact_name" labelKey="addressesPage.contactName">
              <Input maxLength={120} autoComplete="name" />
            </AddressField>
            <AddressField name="phone" labelKey="addressesPage.phone">
              <Input maxLength={30} autoComplete="tel" placeholder={t('addressesPage.phoneHelp')} />
            </AddressField>
            <AddressField name="line1" labelKey="addressesPage.line1">
              <Input maxLength={200} autoComplete="address-line1" placeholder={t('addressesPage.line1Placeholder')} />
            </AddressField>
            <AddressField name="line2" labelKey="addressesPage.line2" wide>
              <Input maxLength={200} autoComplete="address-line2" placeholder={t('addressesPage.line2Placeholder')} />
            </AddressField>
            <AddressField name="city" labelKey="addressesPage.city">
              <Input maxLength={100} autoComplete="address-level2" />
            </AddressField>
            <AddressField name="state" labelKey="addressesPage.state">
              <Input maxLength={100} autoComplete="address-level1" />
            </AddressField>
            <AddressField name="postal_code" labelKey="addressesPage.postalCode">
              <Input maxLength={20} autoComplete="postal-code" />
            </AddressField>
            <AddressField name="country" labelKey="addressesPage.country">
              <CountryPicker />
            </AddressField>
          </div>
        </>
      )}
    </fieldset>
  );
}
