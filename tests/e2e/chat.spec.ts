// Chat between the demo buyer and the demo seller, each in a browser context of its own: a thread
// started from a product page, messages live both ways, an attachment, unread badges, a dropped
// connection that catches up, and a message written offline that arrives once.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function open(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The signed-in user's unread chat messages, as the API counts them. */
async function unreadOf(page: Page): Promise<number> {
  const stored = await page.evaluate(() => localStorage.getItem('persist:b2b_admin_persist'));
  const token = (JSON.parse(JSON.parse(stored ?? '{}').login ?? '{}') as { token?: string }).token;
  const response = await page.request.get('/v1/conversations/unread-count', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { unread: number } }).data.unread;
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test.describe('chat between a buyer and a supplier', () => {
  test.setTimeout(120_000);

  test('live both ways, with an attachment, unread badges, a reconnect and an offline message', async ({ browser, baseURL }) => {
    const stamp = Date.now().toString(36);
    const buyer = await open(browser, baseURL!, 'buyer@demo.test');
    const seller = await open(browser, baseURL!, 'seller@demo.test');

    // A product of the demo seller that has no thread yet.
    const listing = await buyer.page.request.get('/v1/public/products?limit=100');
    const products = ((await listing.json()) as { data: Array<{ id: string; name: string; supplier: { name: string } }> }).data;
    const product = products.find((entry) => !entry.supplier.name.startsWith('Weber') && !/power bank/i.test(entry.name));
    expect(product, 'a product of the demo seller').toBeTruthy();

    // The seller waits on its dashboard: the chat icon shows the unread count when the question comes in.
    await seller.page.goto('/dashboard');
    const unreadBefore = await unreadOf(seller.page);
    // The icon has read the same figure (the demo data may hold unread messages already).
    await expect(seller.page.locator('.seller-header-chat')).toHaveAccessibleName(unreadBefore ? `Chat (${unreadBefore})` : 'Chat');

    await buyer.page.goto(`/ProductDetails/${product!.id}`);
    await buyer.page.getByRole('button', { name: 'Contact supplier' }).click();
    await expect(buyer.page).toHaveURL(/\/messages\/inquiries\?c=/);
    await expect(buyer.page.getByRole('region', { name: 'Product this conversation is about' })).toContainText(product!.name);
    const question = `Can you do 2,000 units? ${stamp}`;
    await send(buyer.page, question);
    await expect(thread(buyer.page).getByText(question)).toBeVisible();
    await expect(thread(buyer.page).getByText('Sent', { exact: true })).toBeVisible();

    await expect(seller.page.getByRole('link', { name: `Chat (${unreadBefore + 1})` })).toBeVisible();
    await seller.page.getByRole('link', { name: `Chat (${unreadBefore + 1})` }).click();
    await expect(seller.page).toHaveURL(/\/chat/);
    const row = seller.page.getByRole('button', { name: new RegExp(`Can you do 2,000 units\\? ${stamp}`) });
    await expect(row).toBeVisible();
    await expect(row.getByLabel('1 unread message')).toBeVisible();
    await row.click();
    await expect(thread(seller.page).getByText(question)).toBeVisible();
    // Reading it clears the badge, and the buyer sees "Read" live.
    await expect(row.getByLabel('1 unread message')).toBeHidden();
    await expect(thread(buyer.page).getByText('Read', { exact: true })).toBeVisible();

    const answer = `Yes, 2,000 units ship in 3 weeks. ${stamp}`;
    await send(seller.page, answer);
    await expect(thread(buyer.page).getByText(answer)).toBeVisible();

    // An attachment: a small PNG with its name and size, delivered to the other side.
    await buyer.page.getByTestId('chat-file-input').setInputFiles({ name: `packaging-${stamp}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(buyer.page.getByText(`packaging-${stamp}.png`)).toBeVisible();
    await send(buyer.page, 'Our packaging artwork');
    await expect(thread(seller.page).getByText(`packaging-${stamp}.png`)).toBeVisible();
    await expect(thread(seller.page).getByText('Our packaging artwork')).toBeVisible();
    const download = seller.page.waitForEvent('download');
    await thread(seller.page)
      .getByRole('button', { name: `Download packaging-${stamp}.png` })
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
    await shot(seller.page, 'chat', 'seller-thread-1280');
    await shot(buyer.page, 'chat', 'buyer-thread-1280');

    // The buyer drops off; the seller writes meanwhile; back online, the message is there (once).
    await buyer.context.setOffline(true);
    const whileAway = `Sent while you were offline ${stamp}`;
    await send(seller.page, whileAway);
    await expect(thread(seller.page).getByText(whileAway)).toBeVisible();
    await buyer.context.setOffline(false);
    await expect(thread(buyer.page).getByText(whileAway)).toHaveCount(1);

    // Written while offline: kept as not sent, delivered once when the browser is back online.
    await buyer.context.setOffline(true);
    const offline = `Typed without a connection ${stamp}`;
    await send(buyer.page, offline);
    await expect(thread(buyer.page).getByText('Not sent — retrying')).toBeVisible();
    await buyer.context.setOffline(false);
    await expect(thread(buyer.page).getByText('Not sent — retrying')).toBeHidden();
    await expect(thread(seller.page).getByText(offline)).toHaveCount(1);
    await expect(thread(buyer.page).getByText(offline)).toHaveCount(1);
    // A reload reads the history from the server: still exactly once.
    await seller.page.reload();
    await expect(thread(seller.page).getByText(offline)).toHaveCount(1);

    await buyer.context.close();
    await seller.context.close();
  });

  test('phones show one pane at a time with a back button; screenshots', async ({ browser, baseURL }) => {
    for (const [email, path, name] of [
      ['seller@demo.test', '/chat', 'seller-chat'],
      ['buyer@demo.test', '/messages/all', 'buyer-messages'],
    ] as const) {
      for (const width of [1280, 390]) {
        const { context, page } = await open(browser, baseURL!, email, { width, height: width > 500 ? 800 : 844 });
        await page.goto(path);
        const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('button');
        await expect(rows.first()).toBeVisible();
        await shot(page, 'chat', `${name}-${width}`);
        await rows.first().click();
        await expect(thread(page)).toBeVisible();
        if (width === 390) {
          await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
          await shot(page, 'chat', `${name}-thread-${width}`);
          await page.getByRole('button', { name: 'Back to conversations' }).click();
          await expect(rows.first()).toBeVisible();
        } else {
          await shot(page, 'chat', `${name}-thread-${width}`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await context.close();
      }
    }
  });
});
