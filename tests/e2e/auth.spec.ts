import { activateFromMailbox, DEMO_PASSWORD, expect, signIn, signOut, signUpSeller, test, uniqueEmail } from './fixtures';

test('a new seller signs up, activates from the dev mailbox, signs in and reaches the onboarding gate', async ({ page, context }) => {
  const email = uniqueEmail('e2e.seller');
  const password = 'Copper-Meadow-41';

  // Signed in straight away: the gate's first step.
  await signUpSeller(page, { name: 'Meera Iyer', email, password });
  await expect(page.getByText(email)).toBeVisible();

  // The activation link, followed from the dev mailbox in another tab; the first tab notices without
  // a reload and moves to the next gate.
  await activateFromMailbox(context, page, email);
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible({ timeout: 15_000 });

  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
  await signOut(page);
});

test('a wrong password is refused with a message and nothing else happens', async ({ page }) => {
  await signIn(page, 'buyer@demo.test', 'not-the-password');
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo buyer signs in to the buyer area and out again', async ({ page }) => {
  await signIn(page, 'buyer@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /Welcome, Daniel Meyer/ })).toBeVisible();
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome, Daniel Meyer/ })).toBeVisible();
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('persist:b2b_admin_persist'))).toBeNull();
});

test('the demo admin signs in to the back office', async ({ page }) => {
  await signIn(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await signOut(page);
});

test('the fully onboarded demo seller passes every gate', async ({ page }) => {
  await signIn(page, 'seller@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: /Welcome, Li Wei/ })).toBeVisible();
  await signOut(page);
});

test('recovery sign-in with a code from the mailbox asks for a new password first', async ({ page, request }) => {
  const email = uniqueEmail('e2e.recover');
  const signup = await request.post('/v1/auth/signup', { data: { name: 'Ravi Kumar', email, password: 'Granite-Sparrow-12', role: 'buyer' } });
  expect(signup.status()).toBe(201);

  await page.goto('/recovery-login');
  await page.getByLabel(/email or phone/i).fill(email);
  await page.getByRole('button', { name: /send code/i }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  const outbox = await (await request.get('/v1/dev/outbox?limit=50')).json();
  const text: string = outbox.data.find((m: { to: string; subject: string }) => m.to === email && /code/i.test(m.subject)).text;
  const code = text.match(/\b(\d{6})\b/)![1];
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Velvet-Canyon-88');
  await page.getByLabel('Confirm new password').fill('Velvet-Canyon-88');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: /Welcome, Ravi Kumar/ })).toBeVisible();
});

test('an unknown page shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
