import type { Page } from '@playwright/test';
import { demoSellerProduct, expect, payAsStaff, shot, signIn, test } from './fixtures';

// The seller's home and the review loop, as the people involved do it: a buyer orders and asks a
// question; the seller's home lists the order to ship and the unanswered question, and each leaves the
// queue once the seller acts; the order is delivered, the buyer reviews it, the seller replies, and the
// review with the supplier's updated rating shows on the supplier's page.

/** How many items a group of the home's queue counts (0 when the group is not shown). */
async function queueCount(page: Page, group: string): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
  // The queue has loaded once its first group or its empty state shows.
  await expect(
    page
      .locator('.sa-queue-group')
      .first()
      .or(page.getByText(/^Nothing needs your attention right now/)),
  ).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(`^${group}: `) });
  if ((await link.count()) === 0) return 0;
  return Number(/\((\d+)\)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

/** The review count in the supplier's one-line facts ("… 4.6 ★ (38)"), 0 while no rating shows. */
async function shownRatingCount(page: Page, sellerId: string): Promise<number> {
  await page.goto(`/supplier/${sellerId}`);
  const facts = page.getByTestId('performance-facts').first();
  await expect(facts).toBeVisible();
  return Number(/★\s*\((\d+)\)/.exec((await facts.textContent()) ?? '')?.[1] ?? 0);
}

test('the seller home queues an order to ship and an unanswered question until acted on; a delivered order is reviewed, answered and shown with the updated rating', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const product = await demoSellerProduct(request);

  const sellerContext = await browser.newContext({ baseURL });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller@demo.test');
  await expect(seller).not.toHaveURL(/\/login/);
  const toShipBefore = await queueCount(seller, 'Orders to ship');
  const ratingBefore = await shownRatingCount(seller, product.sellerId);

  // The buyer orders the product and asks the supplier a question about it.
  await signIn(page, 'buyer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/ProductDetails/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: /^Place (order|\d+ orders)$/ }).click();
  const placed = page.getByTestId('placed-orders').locator('li').getByRole('link').first();
  await expect(placed).toBeVisible();
  const orderNumber = (await placed.textContent())!.trim();
  const orderPath = (await placed.getAttribute('href'))!;
  const orderId = orderPath.split('/').pop()!;

  await page.goto(`/ProductDetails/${product.id}`);
  await page.getByRole('button', { name: 'Contact supplier' }).click();
  await expect(page).toHaveURL(/\/messages\/inquiries\?c=/);
  const question = `Can the next batch ship in two weeks? ${stamp}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // The seller's home lists the question; answering it takes it off the queue.
  await seller.goto('/dashboard');
  const waiting = seller.locator('.sa-queue-group').filter({ has: seller.getByRole('heading', { name: /^Buyers waiting for a reply/ }) });
  const questionItem = waiting.getByRole('link').filter({ hasText: product.name });
  await expect(questionItem).toBeVisible();
  await questionItem.click();
  await expect(seller).toHaveURL(/\/chat\?c=/);
  await expect(seller.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  await seller.getByRole('textbox', { name: 'Message' }).fill(`Yes, two weeks from confirmation. ${stamp}`);
  await seller.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(seller.getByRole('log', { name: 'Messages' }).getByText(`Yes, two weeks from confirmation. ${stamp}`)).toBeVisible();
  await seller.goto('/dashboard');
  await expect(seller.locator('.sa-queue-group').first()).toBeVisible();
  await expect(seller.locator('.sa-queue-item').filter({ hasText: product.name }).filter({ hasText: 'no reply yet' })).toHaveCount(0);

  // Confirmed, the order waits to be shipped; shipped, it leaves the queue.
  await seller.goto(`/OrderDetails/${orderId}`);
  await expect(seller.getByRole('heading', { name: orderNumber })).toBeVisible();
  await seller.getByRole('button', { name: 'Confirm order' }).click();
  await expect(seller.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
  expect(await queueCount(seller, 'Orders to ship')).toBe(toShipBefore + 1);
  await shot(seller, 'seller-home', 'home-1280');

  // Paid by bank transfer in advance: it ships once the marketplace has the payment.
  await payAsStaff(request, orderId);
  await seller.goto(`/OrderDetails/${orderId}`);
  await seller.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = seller.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL Express');
  await dialog.getByLabel('Tracking number').fill(`JD${stamp}`);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(seller.getByText(`Tracking JD${stamp}`)).toBeVisible();
  expect(await queueCount(seller, 'Orders to ship')).toBe(toShipBefore);
  await expect(seller.getByRole('link', { name: orderNumber })).toHaveCount(0);

  await seller.goto(`/OrderDetails/${orderId}`);
  await seller.getByRole('button', { name: 'Mark as delivered' }).click();
  await seller
    .getByRole('dialog', { name: /as delivered\?/ })
    .getByRole('button', { name: 'Mark as delivered' })
    .click();
  await expect(seller.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // The buyer reviews the delivered order.
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { name: 'How was this order?' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a review' }).click();
  for (const [group, stars] of [
    ['Overall rating', 5],
    ['Product quality', 5],
    ['Communication', 4],
    ['On-time delivery', 5],
  ] as const) {
    await page
      .getByRole('list', { name: group })
      .getByRole('radio', { name: `${stars} stars` })
      .click();
  }
  const comment = `Well packed and on time. ${stamp}`;
  await page.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();

  // The seller replies from its Reviews list.
  await seller.goto('/reviews');
  await seller.getByRole('button', { name: `Reply: ${orderNumber}` }).click();
  const replyDialog = seller.getByRole('dialog');
  const reply = `Thank you for your order. ${stamp}`;
  await replyDialog.getByLabel('Your reply').fill(reply);
  await replyDialog.getByRole('button', { name: 'Post reply' }).click();
  await expect(seller.getByRole('button', { name: `Change reply: ${orderNumber}` })).toBeVisible();

  // The supplier page shows the review with its reply, and the rating counts it once the score is recomputed.
  await expect.poll(() => shownRatingCount(page, product.sellerId), { timeout: 60_000, intervals: [2_000] }).toBe(Math.max(ratingBefore + 1, 3));
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText(reply)).toBeVisible();
  await sellerContext.close();
});
