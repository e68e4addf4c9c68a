import type { APIRequestContext, Page } from '@playwright/test';
import { choose, expect, signIn, test, uniqueEmail } from './fixtures';

// The store profile end to end: a brand-new seller walks the wizard from scratch, leaves half-way,
// comes back to the same step after a reload and to the first unfinished one later, and finishes.

const PASSWORD = 'Kettle-Orbit-73';

/** A seller past every onboarding gate, set up through the API as the onboarding screens would. */
async function onboardedSeller(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('store');
  const call = async (path: string, data: object, token?: string) => {
    const response = await request.post(`/v1/${path}`, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const token = String((await call('auth/signup', { name: 'Meera Iyer', email, password: PASSWORD, role: 'seller' })).data.token);
  const mail = (await (await request.get('/v1/dev/outbox?limit=50')).json()) as { data: Array<{ to: string; links: string[] }> };
  const link = mail.data.find((message) => message.to === email)?.links[0] ?? '';
  await call('auth/activate', { token: link.split('/').pop() });
  const phone = String(Date.now()).slice(-10);
  const otp = String((await call('seller/add-number-send-otp', { country_code: '+91', phone, type: 'sms' }, token)).data.otp);
  await call('seller/verify-mobile', { country_code: '+91', phone, otp, purpose: 'verification' }, token);
  await call(
    'seller/business-details',
    {
      business_name: 'Iyer Precision Tools',
      business_type: 'Partnership',
      registration_number: 'U29220MH2011PTC000111',
      contact_number: '9876501234',
      address: 'Plot 12, MIDC Bhosari',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'IN',
      postal_code: '411026',
      contact_person: 'Meera Iyer',
      contact_email: email,
      contact_phone: '9876501234',
    },
    token,
  );
  return email;
}

const step = (page: Page) => new URL(page.url()).searchParams.get('step');
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

test.describe('store setup', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new seller completes the wizard, reloading midway and resuming where they left off', async ({ page, request }) => {
    const email = await onboardedSeller(request);
    await signIn(page, email, PASSWORD);
    await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');

    await page.goto('/SellerStoreWizard');
    await expect(page.getByText('0 of 6 sections complete')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Store info' })).toBeVisible();

    // The contract's messages show before anything is sent.
    await saveAndContinue(page);
    await expect(page.getByText('Store name is required')).toBeVisible();

    await page.getByLabel('Store name').fill('Iyer Precision Tools');
    await page.getByLabel('Year established').fill('2011');
    await choose(page, 'Employees', '51–200 people');
    await page
      .getByLabel('Store description')
      .fill('Precision-machined hand tools and fixtures for workshops, assembly lines and distributors in 25 countries.');
    await saveAndContinue(page);

    await expect(page.getByRole('heading', { name: 'Company overview' })).toBeVisible();
    expect(step(page)).toBe('company-overview');
    await choose(page, 'Business type', 'Partnership');
    const products = page.getByLabel('Main products');
    await products.fill('Torque wrenches');
    await products.press('Enter');
    await products.fill('Drill fixtures');
    await products.press('Enter');
    await page
      .getByLabel('Company introduction')
      .fill(
        'Founded in Pune in 2011, we machine and assemble hand tools and fixtures in our own plant, with a calibration lab, and export to distributors across Europe and the Gulf.',
      );
    await saveAndContinue(page);

    // Half of the factory section, kept as a draft; a reload stays on this step with the draft in place.
    await expect(page.getByRole('heading', { name: 'Factory info' })).toBeVisible();
    await page.getByLabel('Factory location').fill('Plot 12, MIDC Bhosari, Pune');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Factory info' })).toBeVisible();
    await expect(page.getByLabel('Factory location')).toHaveValue('Plot 12, MIDC Bhosari, Pune');
    await expect(page.getByText('2 of 6 sections complete')).toBeVisible();

    // Unsaved changes are not lost by a stray click.
    await page.getByLabel('Annual capacity').fill('400,000 pieces');
    await page.getByRole('link', { name: 'Product List' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/ProductList/);

    // Coming back later without a step: the wizard resumes at the first unfinished section.
    await page.goto('/SellerStoreWizard');
    await expect(page.getByRole('heading', { name: 'Factory info' })).toBeVisible();
    await page.getByLabel('Floor area').fill('2400');
    await page.getByLabel('Production lines').fill('3');
    await page.getByLabel('Annual capacity').fill('400,000 pieces');
    await page.getByLabel('Quality control').fill('Calibrated gauges, first-article and final inspection on every batch');
    await saveAndContinue(page);

    await expect(page.getByRole('heading', { name: 'Main markets' })).toBeVisible();
    await page.getByRole('button', { name: 'Add market' }).click();
    await choose(page, 'Region of market 1', 'Western Europe');
    await page.getByLabel('Share of market 1').fill('60');
    await page.getByRole('button', { name: 'Add market' }).click();
    await choose(page, 'Region of market 2', 'Middle East');
    await page.getByLabel('Share of market 2').fill('30');
    await saveAndContinue(page);
    await expect(page.getByText('The shares must add up to 100%').first()).toBeVisible();
    await page.getByLabel('Share of market 2').fill('40');
    await expect(page.getByText('Total: 100% of 100%')).toBeVisible();
    await saveAndContinue(page);

    await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
    await page.getByLabel('Account holder').fill('Iyer Precision Tools');
    await page.getByLabel('Bank', { exact: true }).fill('HDFC Bank');
    await page.getByLabel('Account number or IBAN').fill('5010 0012 3456 78');
    await page.getByLabel('SWIFT/BIC').fill('HDFCINBB');
    await choose(page, 'Account currency', 'INR');
    await saveAndContinue(page);

    await expect(page.getByRole('heading', { name: 'Trade capabilities' })).toBeVisible();
    await page.getByLabel('Export share of sales').fill('55');
    await page.getByLabel('Average lead time').fill('21');
    await choose(page, 'Incoterms', 'FOB – Free on board');
    await page.keyboard.press('Escape');
    await choose(page, 'Payment terms', 'Telegraphic transfer (T/T)');
    await page.keyboard.press('Escape');
    await choose(page, 'Languages spoken', 'English');
    await page.keyboard.press('Escape');
    await page.getByLabel('Nearest port').fill('Nhava Sheva (JNPT)');
    await page.getByRole('button', { name: 'Save and finish' }).click();

    await expect(page.getByRole('heading', { name: 'Your store profile is complete' })).toBeVisible();
    await expect(page.getByText('6 of 6 sections complete')).toBeVisible();

    // Each section is also its own page; bank details come back masked and ask for the password to change.
    await page.goto('/store/bank-details');
    await expect(page.getByLabel('Account number or IBAN')).toHaveAttribute('placeholder', /•••• 5678/);
    await expect(page.getByLabel('Your password')).toBeVisible();
  });
});
