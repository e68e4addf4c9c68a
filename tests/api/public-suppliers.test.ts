import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicCatalogMessages } from '../../src/contract/public-catalog';
import { products, storeSections, users } from '../../server/db/schema';
import { seedSecondSupplier } from '../../server/db/seed-supplier2';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';

const t = await createTestApp();

let seller: Awaited<ReturnType<typeof onboardedSeller>>;
let bare: Awaited<ReturnType<typeof onboardedSeller>>;
let suspended: Awaited<ReturnType<typeof onboardedSeller>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

const LOGO = '11111111-2222-4333-8444-555555555555';

beforeAll(async () => {
  seller = await onboardedSeller(t, { name: 'Greta Weber', email: 'greta.private@example.com' });
  await t.db
    .update(users)
    .set({
      phone: '+4915112345678',
      businessDetails: { business_name: 'Weber Textil GmbH', country: 'DE', registration_number: 'HRB-SECRET-9', contact_email: 'office-secret@weber.example' },
    })
    .where(eq(users.id, seller.user.id));
  const done = new Date();
  await t.db.insert(storeSections).values([
    {
      userId: seller.user.id,
      section: 'basic-info',
      data: {
        store_name: 'Weber Workwear',
        logo_file_id: LOGO,
        banner_file_id: null,
        description: 'Workwear and technical textiles from Saxony since 1994, made in our own mill.',
        year_established: 1994,
        employees: '51-200',
        website: 'https://weber.example',
      },
      completedAt: done,
    },
    {
      userId: seller.user.id,
      section: 'company-overview',
      data: {
        business_type: 'Corporation',
        main_products: ['Work jackets', 'Hi-vis vests'],
        certifications: ['ISO 9001'],
        company_introduction: 'A family company.',
      },
      completedAt: done,
    },
    {
      userId: seller.user.id,
      section: 'main-markets',
      data: {
        markets: [
          { region: 'western_europe', share: 30 },
          { region: 'domestic', share: 70 },
        ],
      },
      completedAt: done,
    },
    {
      userId: seller.user.id,
      section: 'trade-capabilities',
      data: {
        export_share: 30,
        incoterms: ['FOB', 'EXW'],
        payment_terms: ['tt'],
        languages: ['de', 'en'],
        average_lead_time_days: 21,
        nearest_port: 'Hamburg',
      },
      // A draft: not completed, so not shown.
      completedAt: null,
    },
    {
      userId: seller.user.id,
      section: 'bank-details',
      data: {
        account_holder: 'Weber Textil GmbH',
        bank_name: 'Secret Bank AG',
        account_number: 'DE89370400440532013000',
        swift_bic: 'COBADEFFXXX',
        currency: 'EUR',
      },
      completedAt: done,
    },
  ]);
  await t.db.insert(products).values([
    { sellerId: seller.user.id, name: 'Work jacket', sku: 'WJ-1', priceMinor: 2500, currency: 'EUR', status: 'published', publishedAt: new Date() },
    { sellerId: seller.user.id, name: 'Draft vest', sku: 'WV-1', priceMinor: 900, currency: 'EUR', status: 'draft' },
  ]);
  bare = await onboardedSeller(t, { name: 'Bare Seller' });
  suspended = await onboardedSeller(t, { name: 'Sus Seller' });
  await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
  buyer = await signUp(t, { role: 'buyer', name: 'Bea Buyer' });
});

const get = (id: string, token?: string) => t.request({ method: 'GET', url: `/v1/public/suppliers/${id}`, token });

describe('GET /v1/public/suppliers/:id', () => {
  it('shows a supplier’s completed store profile without a token', async () => {
    const response = await get(seller.user.id);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      id: seller.user.id,
      name: 'Weber Workwear',
      logo_url: `/v1/media/${LOGO}`,
      banner_url: null,
      description: 'Workwear and technical textiles from Saxony since 1994, made in our own mill.',
      website: 'https://weber.example',
      year_established: 1994,
      employees: '51-200',
      business_type: 'Corporation',
      main_products: ['Work jackets', 'Hi-vis vests'],
      certifications: ['ISO 9001'],
      company_introduction: 'A family company.',
      // Largest share first.
      main_markets: [
        { region: 'domestic', share: 70 },
        { region: 'western_europe', share: 30 },
      ],
      // Only a draft so far: not shown.
      trade_capabilities: null,
      country: 'DE',
      // Staff have not verified this seller yet.
      verified: false,
      verification: null,
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      product_count: 1,
      performance: null,
    });
  });

  it('never lets bank details, emails, phone numbers or registration numbers out', async () => {
    const { body } = await get(seller.user.id);
    for (const secret of [
      'Secret Bank',
      'DE89370400440532013000',
      'COBADEFF',
      'account',
      'bank',
      'greta.private@example.com',
      'office-secret',
      'HRB-SECRET-9',
      '4915112345678',
      'email',
      'phone',
      'registration',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('shows a seller without a store profile by business name, with empty sections', async () => {
    const data = envelope<Record<string, unknown>>(await get(bare.user.id)).data;
    expect(data).toMatchObject({
      name: 'Bare Seller Trading',
      logo_url: null,
      description: null,
      main_products: [],
      main_markets: [],
      trade_capabilities: null,
      country: null,
      verified: false,
      product_count: 0,
    });
  });

  it('is 404 for a buyer, a suspended seller and an unknown id; 400 for a bad id', async () => {
    for (const id of [buyer.user.id, suspended.user.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(publicCatalogMessages.supplierNotFound);
    }
    const bad = await get('weber');
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ id: 'Not a valid id' });
  });

  it('is 404, page and reviews alike, for a seller until every onboarding gate is passed', async () => {
    const fresh = await signUp(t, { role: 'seller', name: 'Nadia Newcomer' });
    const answers = async () => {
      const page = await get(fresh.user.id);
      const reviews = await t.request({ method: 'GET', url: `/v1/public/suppliers/${fresh.user.id}/reviews` });
      return { page: page.statusCode, reviews: reviews.statusCode, body: page.body };
    };
    // Just signed up; then email verified; then mobile too; still no business details.
    const gates = [null, { isEmailVerified: true }, { isMobileVerified: true }] as const;
    for (const gate of gates) {
      if (gate) await t.db.update(users).set(gate).where(eq(users.id, fresh.user.id));
      const { page, reviews, body } = await answers();
      expect({ page, reviews }).toEqual({ page: 404, reviews: 404 });
      expect(body).not.toContain('Nadia');
      expect(envelope({ body }).message).toBe(publicCatalogMessages.supplierNotFound);
    }
    // Business details but the mobile number no longer verified (a changed phone): still not shown.
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'Newcomer Trading' }, isMobileVerified: false })
      .where(eq(users.id, fresh.user.id));
    expect((await answers()).page).toBe(404);
    await t.db.update(users).set({ isMobileVerified: true }).where(eq(users.id, fresh.user.id));
    const onboarded = await answers();
    expect({ page: onboarded.page, reviews: onboarded.reviews }).toEqual({ page: 200, reviews: 200 });
    expect(envelope<{ name: string }>({ body: onboarded.body }).data.name).toBe('Newcomer Trading');
  });

  it('lists the supplier’s products through the catalogue’s supplier_id filter', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/public/products?supplier_id=${seller.user.id}` });
    expect(envelope<Array<{ name: string }>>(response).data.map((card) => card.name)).toEqual(['Work jacket']);
    const bad = await t.request({ method: 'GET', url: '/v1/public/products?supplier_id=weber' });
    expect(envelope(bad).errors).toEqual({ supplier_id: publicCatalogMessages.supplier });
  });
});

describe('the second demo supplier (seed-supplier2)', () => {
  it('adds a German supplier with published EUR products, tiers, pictures, stock and a complete store page', async () => {
    const { sellerId, productIds } = await t.db.transaction((tx) => seedSecondSupplier(tx, 'not-a-real-hash'));
    expect(productIds.length).toBeGreaterThanOrEqual(6);
    const list = envelope<
      Array<{
        currency: string;
        cover_image_url: string | null;
        price_min_minor: number;
        price_max_minor: number;
        supplier: { id: string; name: string; country: string; verified: boolean };
      }>
    >(await t.request({ method: 'GET', url: '/v1/public/products?supplier_country=DE&limit=100' }));
    const weber = list.data.filter((card) => card.supplier.id === sellerId);
    expect(weber).toHaveLength(productIds.length);
    for (const card of weber) {
      expect(card).toMatchObject({ currency: 'EUR', supplier: { name: 'Weber Workwear', country: 'DE', verified: true } });
      expect(card.cover_image_url).toMatch(/^\/v1\/media\//);
      expect(card.price_min_minor).toBeLessThan(card.price_max_minor);
    }
    const page = envelope<Record<string, unknown>>(await get(sellerId)).data;
    expect(page).toMatchObject({ name: 'Weber Workwear', country: 'DE', year_established: 1994, product_count: productIds.length });
    expect(page.logo_url).toMatch(/^\/v1\/media\//);
    expect((await t.request({ method: 'GET', url: page.logo_url as string })).statusCode).toBe(200);
    expect(page.trade_capabilities).toMatchObject({ nearest_port: 'Hamburg' });
  });
});
