// The product form's opening stock: shown on a new product only, sent as opening_stock with the
// create, checked with the contract's message before sending, and absent from the edit page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productMessages } from '../../../src/contract/catalog';
import { loadFormDeclaration } from '../../../src/engine/form-declaration';
import ResourceFormPage from '../../../src/engine/ResourceForm';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { products } from '../../../src/resources/products';
import { apiUrl, useMswServer } from '../setup';
import { categories, makeProduct, noCommissionRule, renderPage, signIn } from './helpers';

const server = useMswServer(noCommissionRule);
let sent: Array<Record<string, unknown>> = [];

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
      sent.push(body);
      return HttpResponse.json(
        { success: true, message: 'Created', data: makeProduct({ id: 'new-1', status: 'draft', stock_on_hand: Number(body.opening_stock ?? 0) }) },
        { status: 201 },
      );
    }),
    http.get(apiUrl('products/new-1'), () => HttpResponse.json({ success: true, message: 'OK', data: makeProduct({ id: 'new-1', status: 'draft' }) })),
    http.get(apiUrl('products/p-7'), () =>
      HttpResponse.json({ success: true, message: 'OK', data: makeProduct({ id: 'p-7', name: 'Steel mug', status: 'draft' }) }),
    ),
  );
});
afterEach(() => sessionStore.clear());

const createPage = () => renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm', '/ProductListingForm/:id?');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorsOf = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((e) => e.textContent);
};

describe('the product form’s opening stock', { timeout: 40_000 }, () => {
  it('is given with a new product and sent with it', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    expect(screen.getByRole('heading', { name: 'Stock' })).toBeInTheDocument();
    type('Product name', 'Steel mug');
    type('SKU', 'MUG-1');
    type('Opening stock', '250');
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Steel mug', sku: 'MUG-1', opening_stock: 250, status: 'draft' });
  });

  it('is left out when not given', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Product name', 'Steel mug');
    type('SKU', 'MUG-2');
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('opening_stock');
  });

  it('refuses a negative or fractional count with the server’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    createPage();
    await screen.findByLabelText('Product name');
    type('Product name', 'Steel mug');
    type('SKU', 'MUG-3');
    type('Opening stock', '2.5');
    await user.click(screen.getByText('Save draft'));
    await waitFor(() => expect(errorsOf('Opening stock')).toContain(productMessages.openingStock));
    expect(sent).toEqual([]);
  });

  it('is not on the edit page: stock then changes in Inventory', async () => {
    renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm/p-7', '/ProductListingForm/:id?');
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue('Steel mug'));
    expect(screen.queryByLabelText('Opening stock')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stock' })).not.toBeInTheDocument();
  });
});
