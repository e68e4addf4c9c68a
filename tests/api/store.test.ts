import { describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../server/db/seed-store';
import { sectionProblems, STORE_SECTIONS, storeSectionSchemas } from '../../src/contract/store';
import { createTestApp, envelope, onboardedSeller, signUp, STRONG_PASSWORD, PNG } from './helpers';

const t = await createTestApp();

const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

function upload(data: Buffer, filename = 'logo.png', type = 'image/png') {
  const boundary = `----store${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const basicInfo = {
  store_name: 'Rao Steelworks',
  description: 'Stainless steel kitchenware and lunch boxes for schools, offices and hotel chains since 1998.',
  year_established: 1998,
  employees: '51-200',
  website: 'https://raosteel.example',
};
const companyOverview = {
  business_type: 'Corporation',
  main_products: ['Lunch boxes', 'Water bottles'],
  certifications: ['ISO 9001:2015'],
  company_introduction:
    'We design and manufacture food-grade stainless steel containers in two plants near Pune, exporting to 30 countries with our own tooling shop and test lab.',
};
const factory = {
  location: 'Chakan MIDC, Pune, India',
  floor_area_sqm: 12000,
  production_lines: 8,
  annual_capacity: '3,000,000 pieces',
  quality_control: 'Incoming, in-line and final inspection to AQL 1.0',
};
const markets = {
  markets: [
    { region: 'domestic', share: 40 },
    { region: 'western_europe', share: 35 },
    { region: 'north_america', share: 25 },
  ],
  main_customers: 'Hotel chains, school caterers',
};
const bank = {
  account_holder: 'Rao Steelworks Pvt Ltd',
  bank_name: 'State Bank of India',
  account_number: 'IN12 3456 7890 1234',
  swift_bic: 'sbininbb104',
  currency: 'INR',
};
const trade = {
  export_share: 60,
  incoterms: ['FOB', 'CIF'],
  payment_terms: ['tt', 'lc'],
  languages: ['en', 'hi'],
  average_lead_time_days: 30,
  nearest_port: 'Nhava Sheva (JNPT)',
};

const put = (token: string, section: string, payload: unknown, draft = false) =>
  t.request({ method: 'PUT', url: `/v1/store/${section}${draft ? '/draft' : ''}`, token, payload: payload as Record<string, unknown> });

describe('store profile', () => {
  it('starts empty: every section incomplete, the wizard resumes at the first', async () => {
    const { token } = await onboardedSeller(t);
    const response = await t.request({ method: 'GET', url: '/v1/store', token });
    expect(response.statusCode).toBe(200);
    const profile = envelope<{ sections: Array<{ section: string; complete: boolean; data: object; updated_at: string | null }>; next_section: string }>(
      response,
    ).data;
    expect(profile.sections.map((s) => [s.section, s.complete, s.updated_at])).toEqual([
      ['basic-info', false, null],
      ['company-overview', false, null],
      ['factory-information', false, null],
      ['main-markets', false, null],
      ['bank-details', false, null],
      ['trade-capabilities', false, null],
    ]);
    expect(profile.next_section).toBe('basic-info');
  });

  it('saves each section complete, reports it in registration-status, and resumes at the next', async () => {
    const { token } = await onboardedSeller(t);
    for (const [section, payload] of [
      ['basic-info', basicInfo],
      ['company-overview', companyOverview],
      ['factory-information', factory],
    ] as const) {
      const saved = await put(token, section, payload);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(envelope(saved)).toMatchObject({ message: 'Section saved', data: { section, complete: true } });
    }
    const profile = envelope<{ next_section: string }>(await t.request({ method: 'GET', url: '/v1/store', token })).data;
    expect(profile.next_section).toBe('main-markets');
    const status = envelope<{ store_sections: Record<string, boolean>; store_complete: boolean; next_step: string }>(
      await t.request({ method: 'GET', url: '/v1/seller/registration-status', token }),
    ).data;
    expect(status.store_sections).toEqual({
      'basic-info': true,
      'company-overview': true,
      'factory-information': true,
      'main-markets': false,
      'bank-details': false,
      'trade-capabilities': false,
    });
    expect(status).toMatchObject({ store_complete: false, next_step: 'store/main-markets' });

    expect((await put(token, 'main-markets', markets)).statusCode).toBe(200);
    expect((await put(token, 'bank-details', bank)).statusCode).toBe(200);
    expect((await put(token, 'trade-capabilities', trade)).statusCode).toBe(200);
    const done = envelope<{ store_complete: boolean; next_step: string | null }>(
      await t.request({ method: 'GET', url: '/v1/seller/registration-status', token }),
    ).data;
    expect(done).toMatchObject({ store_complete: true, next_step: null });
    expect(envelope<{ next_section: string | null }>(await t.request({ method: 'GET', url: '/v1/store', token })).data.next_section).toBeNull();
  });

  it('refuses a complete save with what is missing, by field, with the messages of the form', async () => {
    const { token } = await onboardedSeller(t);
    const response = await put(token, 'basic-info', { store_name: ' ', description: 'Too short', year_established: 3000, website: 'raosteel' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toMatchObject({
      store_name: 'Store name is required',
      description: 'Describe your store in at least 50 characters',
      year_established: 'Enter a year between 1800 and this year',
      employees: 'Choose the number of employees',
      website: 'Enter a full web address, like https://example.com',
    });
    const unknown = await put(token, 'factory-information', { ...factory, owner_id: 'someone-else' });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps a draft with blanks, incomplete, and checks what is given', async () => {
    const { token } = await onboardedSeller(t);
    const draft = await put(token, 'company-overview', { business_type: 'Partnership', main_products: ['Kettles'] }, true);
    expect(draft.statusCode).toBe(200);
    expect(envelope(draft)).toMatchObject({
      message: 'Draft saved',
      data: { complete: false, data: { business_type: 'Partnership', main_products: ['Kettles'] } },
    });
    const read = envelope<{ data: object; complete: boolean }>(await t.request({ method: 'GET', url: '/v1/store/company-overview', token })).data;
    expect(read).toMatchObject({ complete: false, data: { business_type: 'Partnership' } });

    const bad = await put(token, 'company-overview', { business_type: 'Pirate ship' }, true);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('business_type', 'Business type is required');

    // A draft that happens to hold everything counts as complete.
    const full = await put(token, 'company-overview', companyOverview, true);
    expect(envelope(full).data).toMatchObject({ complete: true });
  });

  it('main markets: each region once and shares adding up to 100', async () => {
    const { token } = await onboardedSeller(t);
    const short = await put(token, 'main-markets', {
      markets: [
        { region: 'domestic', share: 60 },
        { region: 'africa', share: 30 },
      ],
    });
    expect(short.statusCode).toBe(400);
    expect(envelope(short).errors).toEqual({ markets: 'The shares must add up to 100%' });
    const twice = await put(token, 'main-markets', {
      markets: [
        { region: 'domestic', share: 50 },
        { region: 'domestic', share: 50 },
      ],
    });
    expect(envelope(twice).errors).toEqual({ 'markets.1.region': 'Each region once' });
    const outOfRange = await put(token, 'main-markets', { markets: [{ region: 'domestic', share: 150 }] });
    expect(envelope(outOfRange).errors).toHaveProperty('markets.0.share', 'A share is a whole percentage from 1 to 100');
    // A draft may be unfinished: shares that do not add up yet are kept, incomplete.
    const draft = await put(token, 'main-markets', { markets: [{ region: 'domestic', share: 60 }] }, true);
    expect(envelope(draft).data).toMatchObject({ complete: false });
  });

  it('bank details: shown masked, normalised, and changed only with the password', async () => {
    const { token } = await onboardedSeller(t);
    const saved = await put(token, 'bank-details', bank);
    expect(saved.statusCode).toBe(200);
    const data = envelope<{ data: Record<string, unknown> }>(saved).data.data;
    expect(data).toMatchObject({ account_number_masked: '•••• 1234', swift_bic: 'SBININBB104' });
    expect(data).not.toHaveProperty('account_number');
    expect(JSON.stringify(envelope(await t.request({ method: 'GET', url: '/v1/store', token })))).not.toContain('IN1234567890');

    const noPassword = await put(token, 'bank-details', { ...bank, bank_name: 'HDFC Bank' });
    expect(noPassword.statusCode).toBe(400);
    expect(envelope(noPassword).errors).toEqual({ current_password: 'Enter your password to change bank details' });
    const wrong = await put(token, 'bank-details', { ...bank, current_password: 'not-my-password' });
    expect(envelope(wrong).errors).toEqual({ current_password: 'The password is not correct' });
    const draftWithout = await put(token, 'bank-details', { bank_name: 'HDFC Bank' }, true);
    expect(draftWithout.statusCode).toBe(400);

    // Leaving the account number out keeps the saved one.
    const { account_number: _kept, ...rest } = bank;
    const changed = await put(token, 'bank-details', { ...rest, bank_name: 'HDFC Bank', current_password: STRONG_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(envelope<{ data: Record<string, unknown>; complete: boolean }>(changed).data).toMatchObject({
      complete: true,
      data: { bank_name: 'HDFC Bank', account_number_masked: '•••• 1234' },
    });

    const badSwift = await put(token, 'bank-details', { ...bank, swift_bic: 'ABC', current_password: STRONG_PASSWORD });
    expect(envelope(badSwift).errors).toHaveProperty('swift_bic', 'A SWIFT/BIC code has 8 or 11 letters and digits');
  });

  it('a first complete save of bank details needs the account number', async () => {
    const { token } = await onboardedSeller(t);
    const { account_number: _missing, ...rest } = bank;
    const response = await put(token, 'bank-details', rest);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ account_number: 'Account number or IBAN is required' });
  });

  it('uploads a logo, checked by content; it is public once saved and its bytes go when replaced', async () => {
    const { token } = await onboardedSeller(t);
    const html = await t.request({ method: 'POST', url: '/v1/store/images', token, ...upload(HTML, 'logo.png') });
    expect(html.statusCode).toBe(400);
    expect(envelope(html).errors).toEqual({ file: 'Upload a PNG, JPEG or WebP image' });
    const empty = await t.request({ method: 'POST', url: '/v1/store/images', token, ...upload(Buffer.alloc(0)) });
    expect(empty.statusCode).toBe(400);
    const huge = await t.request({ method: 'POST', url: '/v1/store/images', token, ...upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])) });
    expect(huge.statusCode).toBe(413);

    const uploaded = await t.request({ method: 'POST', url: '/v1/store/images', token, ...upload(PNG) });
    expect(uploaded.statusCode).toBe(201);
    const logo = envelope<{ id: string; url: string }>(uploaded).data;
    // Not saved anywhere yet: not public.
    expect((await t.request({ method: 'GET', url: logo.url })).statusCode).toBe(404);
    expect((await put(token, 'basic-info', { ...basicInfo, logo_file_id: logo.id })).statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = envelope<{ id: string; url: string }>(await t.request({ method: 'POST', url: '/v1/store/images', token, ...upload(PNG) })).data;
    expect((await put(token, 'basic-info', { ...basicInfo, logo_file_id: second.id })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: logo.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second.url })).statusCode).toBe(200);
  });

  it("keeps sellers apart: another seller's image cannot be used, and each sees only its own store", async () => {
    const first = await onboardedSeller(t);
    const second = await onboardedSeller(t);
    const image = envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/store/images', token: first.token, ...upload(PNG) })).data;
    const stolen = await put(second.token, 'basic-info', { ...basicInfo, logo_file_id: image.id });
    expect(stolen.statusCode).toBe(400);
    expect(envelope(stolen).errors).toEqual({ logo_file_id: 'Upload the image again' });

    await put(first.token, 'factory-information', factory);
    const theirs = envelope<{ complete: boolean; data: object }>(
      await t.request({ method: 'GET', url: '/v1/store/factory-information', token: second.token }),
    ).data;
    expect(theirs).toEqual({ section: 'factory-information', complete: false, data: {}, updated_at: null });
  });

  it('is for onboarded sellers only', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/store' })).statusCode).toBe(401);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/store', token: buyer.token })).statusCode).toBe(403);
    const newSeller = await signUp(t, { role: 'seller' });
    expect((await put(newSeller.token, 'factory-information', factory)).statusCode).toBe(403);
  });
});

describe('the demo store', () => {
  it('is complete by the same rules as a seller’s own', () => {
    for (const section of STORE_SECTIONS) {
      expect(storeSectionSchemas[section].safeParse(DEMO_STORE[section]).error, section).toBeUndefined();
      expect(sectionProblems(section, DEMO_STORE[section]), section).toEqual({});
    }
  });
});
