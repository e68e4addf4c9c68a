import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countryName } from '../../../src/components/countries';
import { addressSchema, type Address } from '../../../src/contract/addresses';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { addressBook } from '../../../src/resources/addresses';
import { addressLines, addressToForm, addressToPayload } from '../../../src/resources/addresses/model';
import { apiUrl, useMswServer } from '../setup';
import { renderPage, signIn } from './helpers';

const server = useMswServer();
let seen: string[] = [];
let patches: unknown[] = [];

function address(overrides: Partial<Address>): Address {
  return {
    id: 'a-1',
    label: 'Head office',
    contact_name: 'Asha Rao',
    phone: '+91 98765 43210',
    line1: '12 MG Road',
    line2: 'Floor 3',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560001',
    country: 'IN',
    is_default_shipping: true,
    is_default_billing: true,
    added_by: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

beforeAll(() => initI18n());
beforeEach(() => {
  seen = [];
  patches = [];
  signIn();
  server.use(
    http.get(apiUrl('addresses'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.pathname + url.search);
      const rows = [
        address({}),
        address({ id: 'a-2', label: 'Warehouse', line2: null, city: 'Hosur', is_default_shipping: false, is_default_billing: false }),
        // A colleague's, in a company's shared book.
        address({ id: 'a-3', label: 'Pune plant', is_default_shipping: false, is_default_billing: false, added_by: { id: 'u-9', name: 'Priya Shah' } }),
      ];
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: 3, pagination: { page: 1, limit: 20, totalPages: 1 } });
    }),
    http.patch(apiUrl('addresses/:id'), async ({ request, params }) => {
      patches.push({ id: params.id, body: await request.json() });
      return HttpResponse.json({ success: true, message: 'Saved', data: address({ id: String(params.id) }) });
    }),
  );
});
afterEach(() => sessionStore.clear());

describe('the address form model', () => {
  it('sends trimmed text, null for an empty line 2, and a default only when ticked', () => {
    const payload = addressToPayload({ ...addressToForm(address({ line2: null })), label: '  Depot ', is_default_shipping: false, is_default_billing: true });
    expect(payload).toEqual({
      label: 'Depot',
      contact_name: 'Asha Rao',
      phone: '+91 98765 43210',
      line1: '12 MG Road',
      line2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      country: 'IN',
      is_default_billing: true,
    });
    expect(addressSchema.safeParse(payload).success).toBe(true);
  });

  it('holds a record as the form edits it and prints its lines', () => {
    expect(addressToForm(address({ line2: null }))).toMatchObject({ line2: '', is_default_shipping: true });
    expect(addressLines(address({}), (code) => countryName(code, 'hi'))).toEqual(['12 MG Road', 'Floor 3', 'Bengaluru, Karnataka, 560001', 'भारत']);
  });

  it('checks the phone like the server', () => {
    const phone = addressSchema.shape.phone;
    expect(phone.safeParse('+86 138 1234 5678').success).toBe(true);
    expect(phone.safeParse('12-34').success).toBe(false);
    expect(phone.safeParse('call me').success).toBe(false);
  });
});

describe('the address book list', { timeout: 60_000 }, () => {
  it('asks for the default order and tags the defaults', async () => {
    renderPage(<ResourceList resource={addressBook} />, '/address');
    expect(await screen.findByText('Warehouse')).toBeInTheDocument();
    expect(seen).toEqual(['/v1/addresses?page=1&limit=20']);
    const office = screen.getByText('Head office').closest('tr') as HTMLElement;
    expect(within(office).getByText('Default shipping')).toBeInTheDocument();
    expect(within(office).getByText('Default billing')).toBeInTheDocument();
    expect(within(office).getByText('Bengaluru, Karnataka, 560001')).toBeInTheDocument();
  });

  it('says who added a colleague’s address and offers no default for it', async () => {
    const user = userEvent.setup();
    renderPage(<ResourceList resource={addressBook} />, '/address');
    const plant = (await screen.findByText('Pune plant')).closest('tr') as HTMLElement;
    expect(within(plant).getByText('Added by Priya Shah')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Added by/)).toHaveLength(1);
    await user.click(screen.getByLabelText('More actions for Pune plant'));
    expect(await screen.findByRole('menuitem', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByText('Set as default shipping')).toBeNull();
    expect(screen.queryByText('Set as default billing')).toBeNull();
  });

  it('sets a default from the row menu', async () => {
    const user = userEvent.setup();
    renderPage(<ResourceList resource={addressBook} />, '/address');
    await screen.findByText('Warehouse');
    await user.click(screen.getByLabelText('More actions for Warehouse'));
    await user.click(await screen.findByText('Set as default shipping'));
    await waitFor(() => expect(patches).toEqual([{ id: 'a-2', body: { is_default_shipping: true } }]));
    expect(await screen.findByText('“Warehouse” is now your default shipping address')).toBeInTheDocument();
  });

  it('Escape in the country list closes the list, not the address dialog; it asks about unsaved changes only after', async () => {
    const user = userEvent.setup();
    renderPage(<ResourceList resource={addressBook} />, '/address');
    await screen.findByText('Warehouse');
    await user.click(screen.getAllByRole('button', { name: /Add address/ })[0]);
    fireEvent.change(await screen.findByPlaceholderText('e.g. Head office, Warehouse'), { target: { value: 'Depot' } });
    const country = screen.getByLabelText('Country');
    // A search that matches nothing: before the shared picker, the emptied list closed itself and Escape
    // reached the dialog, which asked "Leave without saving?".
    await user.click(country);
    fireEvent.change(country, { target: { value: 'Narnia' } });
    expect(await screen.findByText('No country matches')).toBeInTheDocument();
    const escape = () => fireEvent.keyDown(country, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    escape();
    await waitFor(() => expect(country).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByText('Leave without saving?')).toBeNull();
    escape();
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });

  it('says where a deleted default goes', async () => {
    const user = userEvent.setup();
    renderPage(<ResourceList resource={addressBook} />, '/address');
    await screen.findByText('Warehouse');
    await user.click(screen.getByLabelText('More actions for Head office'));
    // The default holds both defaults: neither set-default action is offered.
    expect(await screen.findByText('Delete')).toBeInTheDocument();
    expect(screen.queryByText('Set as default shipping')).toBeNull();
    await user.click(screen.getByText('Delete'));
    expect(await screen.findByText('“Head office” is a default address. Your newest remaining address becomes the default instead.')).toBeInTheDocument();
  });
});
