import { activateFromMailbox, choose, expect, signOut, signUpSeller, test, uniqueEmail } from './fixtures';

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  text: string;
  links: string[];
}

/** A fresh Indian mobile number, so reruns on the same database never share rate limits. */
const freshPhone = () => `9${String(Date.now()).slice(-9)}`;

test('a brand-new seller signs up, activates, verifies the mobile number, submits business details and lands in the seller app', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('e2e.onboarding');
  const name = 'Kavya Raman';
  const phone = freshPhone();

  // Sign up as a seller: straight into the gate's first step.
  await signUpSeller(page, { name, email, password: 'Copper-Meadow-41' });
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Onboarding progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Email');

  // Step 1: the activation link from the dev mailbox, opened in another tab.
  await activateFromMailbox(context, page, email);

  // Step 2: the phone form validates as the spec says and keeps Continue disabled until it is valid.
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Phone number').fill('98765');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Phone number').fill(phone);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  // Shown as Unverified with Edit; send the code.
  await expect(page.getByText(`+91 ${phone}`)).toBeVisible();
  await expect(page.getByText('Unverified')).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = page.getByRole('group', { name: 'Verification code' });
  await expect(code).toBeVisible();

  // Without an SMS provider the code is filled in; it is the one the server "texted".
  await expect(page.getByText('No SMS provider is configured, so the code was filled in for you.')).toBeVisible();
  const cells = code.getByRole('textbox');
  await expect(cells).toHaveCount(6);
  const filled = (await cells.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).join('');
  expect(filled).toMatch(/^\d{6}$/);
  const outbox = (await (await request.get('/v1/dev/outbox?limit=50')).json()) as { data: OutboxMessage[] };
  const sms = outbox.data.find((m) => m.channel === 'sms' && m.to === `+91${phone}`);
  expect(sms?.text).toContain(filled);

  // A wrong code: the spec's toast and the server's reason under the code.
  const wrongLast = filled.endsWith('0') ? '1' : '0';
  await cells.nth(5).click();
  await page.keyboard.press('Backspace');
  await cells.nth(5).click();
  await page.keyboard.type(wrongLast);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
  await expect(page.getByText('The code is not correct: 4 tries left')).toBeVisible();

  // The right code, pasted: the gate moves on to the business form without a reload.
  await cells.first().click();
  await page.evaluate(async (text) => {
    const target = document.activeElement as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, filled);
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  await page.getByRole('button', { name: 'Verify Code' }).click();

  // Step 3: errors only after touching or submitting, then a complete form.
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('Business name is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Business Details' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  // The signed-in seller's own details were filled in for the contact.
  await expect(page.getByLabel('Contact person')).toHaveValue(name);
  await expect(page.getByLabel('Contact email')).toHaveValue(email);
  await expect(page.getByLabel('Contact phone')).toHaveValue(`+91 ${phone}`);

  await page.getByLabel('Business name', { exact: true }).fill('Raman Exports');
  await choose(page, 'Business type', /^Partnership$/);
  await page.getByLabel('Registration number').fill('AAF-4410');
  await page.getByLabel('Contact number').fill('+91 44 2811 0000');
  await page.getByLabel('Address', { exact: true }).fill('14 Harbour Road\nChennai Port');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('State / province').fill('Tamil Nadu');
  await choose(page, 'Country', /^India$/);
  await page.getByLabel('Postal code').fill('600001');
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);

  // Success goes to '/' with a full reload, the spec's one exception.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Submit Business Details' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

  // A reload keeps the seller in the app.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' })).toHaveCount(0);
  await signOut(page);
});

test('the mobile step: edit and cancel, Change Phone Number, and the resend countdown', async ({ page, request }) => {
  const email = uniqueEmail('e2e.mobile');
  const password = 'Granite-Sparrow-12';
  const signup = await request.post('/v1/auth/signup', { data: { name: 'Arjun Mehta', email, password, role: 'seller' } });
  expect(signup.status()).toBe(201);
  const outbox = (await (await request.get('/v1/dev/outbox?limit=50')).json()) as { data: OutboxMessage[] };
  const link = outbox.data.find((m) => m.to === email)?.links.find((l) => l.includes('/seller/activate/'));
  expect(link).toBeTruthy();
  const token = new URL(link as string).pathname.split('/').pop();
  expect((await request.post('/v1/auth/activate', { data: { token } })).ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();

  const first = freshPhone();
  // The shown choice covers the select's input, so the select itself is what is clicked.
  await page.locator('.ant-select', { has: page.getByLabel('Country code') }).click();
  await page.locator('.ant-select-item-option', { hasText: /^\+44 \(UK\)$/ }).click();
  await page.getByLabel('Phone number').fill(first);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`+44 ${first}`)).toBeVisible();

  // Edit, change the number, cancel: the shown number is unchanged.
  await page.getByRole('button', { name: 'Edit phone number' }).click();
  await page.getByLabel('Phone number').fill('9000000000');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`+44 ${first}`)).toBeVisible();

  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeEnabled();

  // Change Phone Number goes back to the form; a new number needs a new code.
  await page.getByRole('button', { name: 'Change Phone Number' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue(first);
  const second = String(Number(first) + 1);
  await page.getByLabel('Phone number').fill(second);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`+44 ${second}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
  await signOut(page);
});
