import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, signOut, test, uniqueEmail } from './fixtures';

// The seller's profile areas end to end: a recovery contact added, verified with its code and then used
// to sign in from /recovery-login; the address book with its two defaults.

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  links: string[];
}

const run = Date.now().toString(36);
const PASSWORD = 'Harbour-Lantern-58';

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  return ((await (await request.get('/v1/dev/outbox?limit=100')).json()) as { data: OutboxMessage[] }).data;
}

/**
 * A seller past every onboarding gate, made through the API (onboarding has its own spec): sign-up,
 * the activation link, the mobile code, the business details.
 */
async function onboardedSeller(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('e2e.profile');
  const signup = await request.post('/v1/auth/signup', { data: { name, email, password: PASSWORD, role: 'seller' } });
  expect(signup.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await signup.json()).data.token as string}` };
  const link = (await outbox(request)).find((m) => m.to === email)!.links[0];
  expect((await request.post('/v1/auth/activate', { data: { token: link.split('/').pop() } })).status()).toBe(200);
  const phone = `9${String(Date.now()).slice(-9)}`;
  const sent = await request.post('/v1/seller/add-number-send-otp', { headers, data: { country_code: '+91', phone, type: 'sms' } });
  const otp = (await sent.json()).data.otp as string;
  expect((await request.post('/v1/seller/verify-mobile', { headers, data: { country_code: '+91', phone, otp, purpose: 'verification' } })).status()).toBe(200);
  const business = {
    business_name: `${name} Exports`,
    business_type: 'Partnership',
    registration_number: 'AAF-4410',
    contact_number: '+91 44 2811 0000',
    address: '14 Harbour Road',
    city: 'Chennai',
    state: 'Tamil Nadu',
    country: 'IN',
    postal_code: '600001',
    contact_person: name,
    contact_email: email,
    contact_phone: `+91 ${phone}`,
  };
  expect((await request.post('/v1/seller/business-details', { headers, data: business })).status()).toBe(201);
  return email;
}

const codeCells = (page: Page): Locator => page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');

test.describe('recovery contacts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 120_000 });

  test('add and verify a recovery contact and use it to sign in from /recovery-login', async ({ page, request }) => {
    const name = 'Meera Pillai';
    const email = await onboardedSeller(request, name);
    const spare = `meera.backup.${run}@example.com`;
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

    await page.goto('/recovery-contacts');
    await expect(page.getByTestId('seller-header-title')).toHaveText('Recovery');
    await expect(page.getByText('No recovery contacts yet.', { exact: false })).toBeVisible();

    // Add an email: the dialog checks it as the server does, then goes straight on to the code.
    await page.getByRole('button', { name: 'Add recovery contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recovery contact' });
    await dialog.getByLabel('Email address').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add and send code' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel('Email address').fill(spare.toUpperCase());
    await dialog.getByRole('button', { name: 'Add and send code' }).click();

    const verifyDialog = page.getByRole('dialog', { name: 'Verify recovery contact' });
    await expect(verifyDialog.getByText(`Enter the 6-digit code we sent to ${spare}.`, { exact: false })).toBeVisible();
    await expect(verifyDialog.getByRole('timer')).toContainText(/Resend code in \d+ s/);
    // Development fills the code in; it is the one in the mailbox.
    const filled = (await codeCells(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).join('');
    const mail = (await outbox(request)).find((m) => m.to === spare && m.subject === 'Your verification code');
    expect(mail?.text).toContain(filled);
    // 'Verify Code' needs all 6 digits.
    await codeCells(page).nth(5).click();
    await page.keyboard.press('Backspace');
    await expect(verifyDialog.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    await codeCells(page).nth(5).click();
    await page.keyboard.type(filled.slice(5));
    await expect(verifyDialog.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
    await verifyDialog.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Recovery contact verified')).toBeVisible();

    const list = page.getByRole('list', { name: 'Your recovery contacts' });
    const item = list.getByRole('listitem').filter({ hasText: spare });
    await expect(item.getByText('Verified', { exact: true })).toBeVisible();
    await expect(item.getByText('Primary', { exact: true })).toBeVisible();

    // A phone with the default +91, left unverified, then removed with the plain confirmation.
    await page.getByRole('button', { name: 'Add recovery contact' }).click();
    await page.getByRole('dialog', { name: 'Add a recovery contact' }).getByText('Phone', { exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add a recovery contact' }).getByText('+91 (IN)')).toBeVisible();
    await page.getByLabel('Phone number').fill('9812345670');
    await page.getByRole('button', { name: 'Add and send code' }).click();
    await page.getByRole('dialog', { name: 'Verify recovery contact' }).getByRole('button', { name: 'Verify later' }).click();
    const phoneItem = list.getByRole('listitem').filter({ hasText: '+91 9812345670' });
    await expect(phoneItem.getByText('Unverified', { exact: true })).toBeVisible();
    await expect(page.getByText('2 of 5 contacts')).toBeVisible();
    await phoneItem.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('dialog', { name: 'Remove this recovery contact?' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove contact' }).click();
    await expect(phoneItem).toHaveCount(0);

    // The last verified contact asks in stronger words; keep it.
    await item.getByRole('button', { name: /^Remove/ }).click();
    const last = page.getByRole('dialog', { name: 'Remove your last verified recovery contact?' });
    await expect(last.getByText(`sign-in codes can go only to your account email, ${email}`, { exact: false })).toBeVisible();
    await last.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();

    // Signed out, the verified contact receives a sign-in code at /recovery-login.
    await signOut(page);
    await page.goto('/recovery-login');
    await page.getByLabel(/email or phone/i).fill(spare);
    await page.getByRole('button', { name: /send code/i }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    const signInMail = (await outbox(request)).find((m) => m.to === spare && m.subject === 'Your sign-in code');
    const code = signInMail!.text.match(/\b(\d{6})\b/)![1];
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Copper-Willow-73');
    await page.getByLabel('Confirm new password').fill('Copper-Willow-73');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  });
});

test.describe('address book', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 120_000 });

  async function fillAddress(page: Page, label: string, city: string) {
    const drawer = page.locator('.resource-drawer');
    await drawer.getByLabel('Label', { exact: true }).fill(label);
    await drawer.getByLabel('Contact name').fill('Arjun Menon');
    await drawer.getByLabel('Phone').fill('+91 98450 12345');
    await drawer.getByLabel('Address line 1').fill('42 Residency Road');
    await drawer.getByLabel('City').fill(city);
    await drawer.getByLabel('State / province').fill('Karnataka');
    await drawer.getByLabel('Postal code').fill('560025');
    await drawer.getByLabel('Country').fill('Ind');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^India$/ }).click();
    await expect(drawer.locator('.ant-select-selection-item')).toHaveText('India');
  }

  test('addresses with a default for shipping and one for billing', async ({ page, request }) => {
    const email = await onboardedSeller(request, 'Arjun Menon');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Welcome, Arjun Menon' })).toBeVisible();
    await page.goto('/address');
    await expect(page.getByText('Your address book is empty.', { exact: false })).toBeVisible();

    // The first address becomes both defaults.
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await page.locator('.resource-drawer').getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Give the address a label, e.g. Head office')).toBeVisible();
    await fillAddress(page, `Head office ${run}`, 'Bengaluru');
    await page.locator('.resource-drawer').getByRole('button', { name: 'Save address' }).click();
    const office = page.locator('.resource-table tbody tr', { hasText: `Head office ${run}` });
    await expect(office.getByText('Default shipping')).toBeVisible();
    await expect(office.getByText('Default billing')).toBeVisible();

    // A second one that takes the shipping default from the first.
    await page.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(page, `Warehouse ${run}`, 'Hosur');
    await page.locator('.resource-drawer').getByLabel('Use as my default shipping address').check();
    await page.locator('.resource-drawer').getByRole('button', { name: 'Save address' }).click();
    const warehouse = page.locator('.resource-table tbody tr', { hasText: `Warehouse ${run}` });
    await expect(warehouse.getByText('Default shipping')).toBeVisible();
    await expect(office.getByText('Default shipping')).toHaveCount(0);
    await expect(office.getByText('Default billing')).toBeVisible();

    // Billing moves by a row action.
    await warehouse.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Set as default billing' }).click();
    await expect(warehouse.getByText('Default billing')).toBeVisible();
    await expect(office.getByText('Default billing')).toHaveCount(0);

    // Deleting the default says where the default goes; the office takes both again.
    await warehouse.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText(`“Warehouse ${run}” is a default address.`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Delete address' }).click();
    await expect(warehouse).toHaveCount(0);
    await expect(office.getByText('Default shipping')).toBeVisible();
    await expect(office.getByText('Default billing')).toBeVisible();
  });
});
