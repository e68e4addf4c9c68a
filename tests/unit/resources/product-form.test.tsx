import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productMessages } from '../../../src/contract/catalog';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceFormPage from '../../../src/engine/ResourceForm';
import { loadFormDeclaration } from '../../../src/engine/form-declaration';
import { products } from '../../../src/resources/products';
import { apiUrl, useMswServer } from '../setup';
import { categories, currentLocation, makeProduct, noCommissionRule, renderPage, signIn } from './helpers';

const server = useMswServer(noCommissionRule);
let sent: Array<{ method: string; body: Record<string, unknown> }> = [];

// The form's declaration is a module of its own, loaded with the first form page: loaded once here,
// so the first test waits for its page, not for the module's first transform.
beforeAll(async () => {
  await initI18n();
  await loadFormDeclaration(products);
});
beforeEach(() => {
  sent = [];
  signIn();
  server.use(
    http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: categories })),
    http.post(apiUrl('products'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', body });
      return HttpResponse.json({ success: true, message: 'Created', data: makeProduct({ id: 'new-1', status: 'draft', ...body }) }, { status: 201 });
    }),
    http.get(apiUrl('products/new-1'), () => HttpResponse.json({ success: true, message: 'OK', data: makeProduct({ id: 'new-1', status: 'draft' }) })),
  );
});
afterEach(() => sessionStore.clear());

const createPage = () => renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm', '/ProductListingForm/:id?');
/** The messages antd shows in the form item of the control labelled `label`. */
const errorsOf = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((e) => e.textContent);
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the product form', { timeout: 40_000 }, () => {
  it('checks price tiers live, with the server words', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Base unit price', '10');
    type('Minimum order', '100');
    await user.click(screen.getByText('Add price tier'));
    type('Tier 1: from quantity', '50');
    type('Tier 1: unit price', '12');
    await waitFor(() => expect(errorsOf('Tier 1: from quantity')).toContain(productMessages.tierQuantityOrder));
    await waitFor(() => expect(errorsOf('Tier 1: unit price')).toContain(productMessages.tierPriceOrder));

    // Fixed rows lose their message.
    type('Tier 1: from quantity', '500');
    type('Tier 1: unit price', '9.5');
    await waitFor(() => expect(errorsOf('Tier 1: from quantity')).toEqual([]));
    await waitFor(() => expect(errorsOf('Tier 1: unit price')).toEqual([]));
  });

  it('lists what is missing before publishing, and sends nothing', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Product name', 'Steel mug');
    type('SKU', 'MUG-1');
    type('Base unit price', '4');
    await user.click(screen.getByText('Publish product'));
    const alert = await screen.findByText('Before publishing, complete these:');
    const list = alert.closest('.ant-alert')!;
    for (const text of [
      'Category',
      productMessages.categoryRequired,
      productMessages.descriptionRequired,
      productMessages.unitRequired,
      productMessages.leadTimeRequired,
      'Images',
      productMessages.imageRequired,
    ]) {
      expect(list.textContent).toContain(text);
    }
    await waitFor(() => expect(errorsOf('Category')).toContain(productMessages.categoryRequired));
    expect(sent).toEqual([]);
  });

  it('saves a draft in minor units, then opens it to add images', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Product name', 'Steel mug');
    type('SKU', 'MUG-1');
    type('Base unit price', '12.5');
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ name: 'Steel mug', sku: 'MUG-1', currency: 'USD', price_minor: 1250, moq: 1, status: 'draft' });
    expect(sent[0].body).not.toHaveProperty('price');
    await waitFor(() => expect(currentLocation()).toBe('/ProductListingForm/new-1'));
  });

  it('shows a yen price as whole yen, and puts the server field errors on their fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('products/p-9'), () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          data: makeProduct({ id: 'p-9', currency: 'JPY', price_minor: 1500, price_tiers: [], status: 'draft' }),
        }),
      ),
      http.patch(apiUrl('products/p-9'), () =>
        HttpResponse.json({ success: false, message: productMessages.skuTaken, data: null, errors: { sku: productMessages.skuTaken } }, { status: 409 }),
      ),
    );
    renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm/p-9', '/ProductListingForm/:id?');
    await waitFor(() => expect(screen.getByLabelText('Base unit price')).toHaveValue('1500'));
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(errorsOf('SKU')).toContain(productMessages.skuTaken));
    expect(screen.getByText('These need your attention')).toBeInTheDocument();
  });

  it('sends only the fields the seller changed when editing, and what the button sets', async () => {
    const user = userEvent.setup();
    const patched: Array<Record<string, unknown>> = [];
    server.use(
      http.get(apiUrl('products/p-7'), () =>
        HttpResponse.json({ success: true, message: 'OK', data: makeProduct({ id: 'p-7', name: 'Steel mug', moq: 50, status: 'draft' }) }),
      ),
      http.patch(apiUrl('products/p-7'), async ({ request }) => {
        patched.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, message: 'Saved', data: makeProduct({ id: 'p-7', name: 'Steel mug, 350 ml', moq: 50, status: 'draft' }) });
      }),
    );
    renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm/p-7', '/ProductListingForm/:id?');
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue('Steel mug'));
    type('Product name', 'Steel mug, 350 ml');
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toEqual({ name: 'Steel mug, 350 ml', status: 'draft' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Product name', 'Half-typed');
    await user.click(screen.getByText('Products', { selector: 'a' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByText('Stay on this page'));
    expect(currentLocation()).toBe('/ProductListingForm');
    await user.click(screen.getByText('Products', { selector: 'a' }));
    await user.click(await screen.findByText('Leave without saving'));
    await waitFor(() => expect(currentLocation()).toBe('/ProductList'));
  });
});
