// How the address form holds an address, and what it sends: the defaults are checkboxes, and a
// checkbox left unticked is simply not sent (the API only takes `true`: a default moves, it is never
// switched off).
import type { Address } from '../../contract/addresses';

const TEXT_FIELDS = ['label', 'contact_name', 'phone', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

export function addressToForm(address: Address): Record<string, unknown> {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, address[field] ?? ''])),
    is_default_shipping: address.is_default_shipping,
    is_default_billing: address.is_default_billing,
  };
}

export function addressToPayload(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    payload[field] = typeof value === 'string' ? value.trim() : value;
  }
  // An empty second line clears it.
  if (payload.line2 === '' || payload.line2 === undefined) payload.line2 = null;
  if (values.is_default_shipping === true) payload.is_default_shipping = true;
  if (values.is_default_billing === true) payload.is_default_billing = true;
  return payload;
}

/** The address as lines for a card or a cell: street lines, then city, state and postal code, then the country's name. */
export function addressLines(
  address: Pick<Address, 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country'>,
  countryName: (code: string) => string | null,
): string[] {
  return [
    address.line1,
    address.line2 ?? '',
    [address.city, address.state, address.postal_code].filter(Boolean).join(', '),
    countryName(address.country) ?? '',
  ].filter((line) => line !== '');
}
