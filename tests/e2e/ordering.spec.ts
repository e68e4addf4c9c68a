import type { APIRequestContext, Page } from '@playwright/test';
import { call, demoSellerProduct, expect, payAsStaff, signIn, test, uniqueEmail, shootAtWidths, publishWithImage } from './fixtures';

// Ordering end to end: the demo buyer fills a cart with two suppliers' products, checks out into two
// orders, the demo seller confirms and ships one with carrier and tracking number, and the buyer
// follows it on /logistics/tracking. The second supplier is onboarded through the API here.

const SHOTS = process.env.ORDERING_SHOTS_DIR ?? '/tmp/shots-ordering';
const SECOND_SUPPLIER = 'Weber Industrie GmbH';

/** A fully onboarded seller with one published, stocked product; answers the product's id. */
async function secondSupplierProduct(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('weber');
  const { token } = await call<{ token: string }>(request, 'POST', '/v1/auth/signup', undefined, {
    name: 'Jonas Weber',
    email,
    password: 'Kettle-Orbit-73',
    role: 'seller',
  });
  const outbox = await call<Array<{ to: string; links: string[] }>>(request, 'GET', '/v1/dev/outbox?limit=50');
  const link = outbox.find((m) => m.to === email)!.links.find((l) => l.includes('/seller/activate/'))!;
  await call(request, 'POST', '/v1/auth/activate', token, { token: decodeURIComponent(link.split('/seller/activate/')[1]) });
  const phone = String(Date.now()).slice(-10);
  const { otp } = await call<{ otp: string }>(request, 'POST', '/v1/seller/add-number-send-otp', token, { country_code: '+44', phone, type: 'sms' });
  await call(request, 'POST', '/v1/seller/verify-mobile', token, { country_code: '+44', phone, otp, purpose: 'verification' });
  await call(request, 'POST', '/v1/seller/business-details', token, {
    business_name: SECOND_SUPPLIER,
    business_type: 'Corporation',
    registration_number: 'HRB 123456',
    contact_number: '+49 30 1234567',
    address: 'Industriestraße 12',
    city: 'Berlin',
    state: 'Berlin',
    country: 'DE',
    postal_code: '10115',
    contact_person: 'Jonas Weber',
    contact_email: email,
    contact_phone: '+49 30 1234567',
  });
  const categories = await call<Array<{ id: string; path: string }>>(request, 'GET', '/v1/categories');
  const product = await call<{ id: string }>(request, 'POST', '/v1/products', token, {
    name: 'Industrial safety gloves, nitrile coated',
    sku: `GLV-${Date.now().toString(36)}`,
    category_id: categories.find((c) => c.path.includes(' / '))!.id,
    description: 'Nitrile-coated work gloves for assembly lines, EN 388 rated, sold by the box of 12 pairs.',
    unit: 'box',
    currency: 'EUR',
    price_minor: 1890,
    moq: 5,
    price_tiers: [{ min_quantity: 50, price_minor: 1690 }],
    lead_time_days: 7,
  });
  await publishWithImage(request, token, product.id, 'gloves.png');
  await call(request, 'POST', `/v1/inventory/${product.id}/adjustments`, token, { delta: 400, reason: 'received' });
  return product.id;
}

async function addToCart(page: Page, productId: string) {
  await page.goto(`/ProductDetails/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
}

const shoot = (page: Page, name: string) => shootAtWidths(page, SHOTS, name);

test('a buyer orders from two suppliers, and follows the shipped order', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const [gloves, demoProduct] = await Promise.all([secondSupplierProduct(request), demoSellerProduct(request).then((product) => product.id)]);

  await signIn(page, 'buyer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await addToCart(page, demoProduct);
  await addToCart(page, gloves);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('region', { name: `One order with ${SECOND_SUPPLIER}` })).toBeVisible();
  await shoot(page, 'cart');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('No card details are taken or stored')).toBeVisible();
  await page.getByText('Agreed terms', { exact: true }).click();
  await page.getByPlaceholder('e.g. Deliver to goods-in').fill('Please call before delivery');
  await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Place 2 orders' }).click();
  await expect(page.getByRole('heading', { name: 'Your 2 orders are placed' })).toBeVisible();
  const placed = page.getByTestId('placed-orders').locator('li');
  await expect(placed).toHaveCount(2);
  await shoot(page, 'checkout-placed');
  const demoOrder = placed.filter({ hasNotText: SECOND_SUPPLIER }).getByRole('link');
  const orderNumber = (await demoOrder.textContent())!.trim();
  const orderPath = (await demoOrder.getAttribute('href'))!;
  const orderId = orderPath.split('/').pop()!;

  await page.goto('/orders/pending');
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
  await shoot(page, 'orders-pending');

  // The demo seller confirms the order and ships it with carrier and tracking number.
  const sellerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller@demo.test');
  await expect(seller).not.toHaveURL(/\/login/);
  await seller.goto(`/OrderDetails/${orderId}`);
  await expect(seller.getByRole('heading', { name: orderNumber })).toBeVisible();
  await seller.getByRole('button', { name: 'Confirm order' }).click();
  // Paid by bank transfer in advance: it ships once the marketplace has the payment.
  await payAsStaff(request, orderId);
  await seller.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = seller.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL Express');
  await dialog.getByLabel('Tracking number').fill('JD014600006281');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(seller.getByText('Tracking JD014600006281')).toBeVisible();
  // The marketplace recorded the payment: the seller's order page shows it paid, and no seller's "Record payment".
  await expect(seller.getByTestId('order-payment').getByText('Paid', { exact: true })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await shoot(seller, 'seller-order');
  await sellerContext.close();

  await page.goto('/logistics/tracking');
  const card = page.getByTestId('tracking-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card.getByText('DHL Express')).toBeVisible();
  await expect(card.getByText('JD014600006281')).toBeVisible();
  await expect(card.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await shoot(page, 'tracking');

  await page.goto(orderPath);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByTestId('order-payment').getByText('Paid', { exact: true })).toBeVisible();
  await shoot(page, 'order-details');

  // The other order is still pending: the buyer may cancel it, after confirming.
  await page.goto('/orders/all');
  await page.getByRole('row').filter({ hasText: SECOND_SUPPLIER }).getByRole('link').click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await shoot(page, 'order-cancelled');
});
