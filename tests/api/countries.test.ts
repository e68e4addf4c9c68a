// Countries are ISO 3166-1 alpha-2 codes everywhere: stored, validated (field errors name the field),
// filtered and answered; migration 0011 turned the names written before into codes.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countryMessages } from '../../src/contract/countries';
import { businessMessages } from '../../src/contract/messages';
import { addresses, orders, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, signUp } from './helpers';

const t = await createTestApp({}, { seed: true });

type Card = { name: string; supplier: { id: string; name: string; country: string | null } };

const business = {
  business_name: 'Pearl River Plastics Co., Ltd.',
  business_type: 'Corporation',
  registration_number: '91440101MA9XXXX7Q',
  contact_number: '2087654321',
  address: '88 Huangpu Avenue',
  city: 'Guangzhou',
  state: 'Guangdong',
  country: 'CN',
  postal_code: '510000',
  contact_person: 'Chen Jie',
  contact_email: 'sales@pearlriver.example.com',
  contact_phone: '2087654321',
};

/** A seller whose email and mobile are verified: the business form is the open gate. */
async function sellerAtBusinessForm() {
  const seller = await signUp(t, { role: 'seller' });
  await t.db.update(users).set({ isEmailVerified: true, isMobileVerified: true }).where(eq(users.id, seller.user.id));
  return seller;
}

describe('the supplier country filter', () => {
  it('finds the Shenzhen demo supplier by CN, in any case, and answers the code', async () => {
    for (const code of ['CN', 'cn']) {
      const response = await t.request({ method: 'GET', url: `/v1/public/products?supplier_country=${code}&limit=100` });
      expect(response.statusCode).toBe(200);
      const cards = envelope<Card[]>(response).data;
      expect(cards.length).toBeGreaterThan(0);
      expect(new Set(cards.map((card) => card.supplier.country))).toEqual(new Set(['CN']));
    }
    const [card] = envelope<Card[]>(await t.request({ method: 'GET', url: '/v1/public/products?supplier_country=CN' })).data;
    const page = envelope<{ country: string | null }>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${card.supplier.id}` })).data;
    expect(page.country).toBe('CN');
    // The German supplier is not among them, and is found by its own code.
    const german = envelope<Card[]>(await t.request({ method: 'GET', url: '/v1/public/products?supplier_country=DE&limit=100' })).data;
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((product) => product.supplier.country === 'DE' && product.supplier.id !== card.supplier.id)).toBe(true);
  });

  it('filters the back office’s sellers by code', async () => {
    const admin = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/v1/admin/sellers?country=cn', token: admin });
    expect(response.statusCode).toBe(200);
    const sellers = envelope<Array<{ email: string; country: string }>>(response).data;
    expect(sellers.map((seller) => seller.email)).toContain('seller@demo.test');
    expect(new Set(sellers.map((seller) => seller.country))).toEqual(new Set(['CN']));
  });

  it('refuses anything but an ISO code, naming the field', async () => {
    for (const value of ['China', 'XX', 'ZZ']) {
      const response = await t.request({ method: 'GET', url: `/v1/public/products?supplier_country=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(envelope(response).errors).toEqual({ supplier_country: countryMessages.filter });
    }
    const admin = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/v1/admin/sellers?country=Germany', token: admin });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ country: countryMessages.filter });
  });
});

describe('countries in forms', () => {
  it('keeps a business country as an upper-case code; any ISO country and the spec’s Other are taken', async () => {
    for (const [given, stored] of [
      ['cn', 'CN'],
      ['ZZ', 'ZZ'],
    ]) {
      const seller = await sellerAtBusinessForm();
      const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token: seller.token, payload: { ...business, country: given } });
      expect(response.statusCode, given).toBe(201);
      const [row] = await t.db.select({ details: users.businessDetails }).from(users).where(eq(users.id, seller.user.id));
      expect(row.details?.country).toBe(stored);
    }
  });

  it('refuses a business country that is not a code, naming the field', async () => {
    const seller = await sellerAtBusinessForm();
    for (const [country, message] of [
      ['China', countryMessages.unknown],
      ['QQ', countryMessages.unknown],
      ['', businessMessages.country],
    ]) {
      const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token: seller.token, payload: { ...business, country } });
      expect(response.statusCode, country).toBe(400);
      expect(envelope(response).errors).toEqual({ country: message });
    }
  });

  it('takes an address in any ISO country, but not Other', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const address = {
      label: 'Plant',
      contact_name: 'Chen Jie',
      phone: '+86 20 8765 4321',
      line1: '88 Huangpu Avenue',
      city: 'Guangzhou',
      state: 'Guangdong',
      postal_code: '510000',
    };
    const created = await t.request({ method: 'POST', url: '/v1/addresses', token: buyer.token, payload: { ...address, country: 'cn' } });
    expect(created.statusCode).toBe(201);
    expect(envelope<{ country: string }>(created).data.country).toBe('CN');
    for (const country of ['ZZ', 'China']) {
      const refused = await t.request({ method: 'POST', url: '/v1/addresses', token: buyer.token, payload: { ...address, country } });
      expect(refused.statusCode, country).toBe(400);
      expect(envelope(refused).errors).toEqual({ country: countryMessages.unknown });
    }
  });
});

describe('migration 0011', () => {
  const statements = fs
    .readFileSync(new URL('../../server/db/migrations/0011_country-codes.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

  it('turns the names stored before into codes and leaves what it cannot match', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const other = await signUp(t, { role: 'seller' });
    const buyer = await signUp(t, { role: 'buyer' });
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'Old Co', country: ' united kingdom ' } })
      .where(eq(users.id, seller.user.id));
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'Elsewhere Ltd', country: 'Other' } })
      .where(eq(users.id, other.user.id));
    await t.db
      .update(users)
      .set({ preferences: { business_profile: { company_name: 'Meyer', country: 'Germany' } } })
      .where(eq(users.id, buyer.user.id));
    const place = { ownerId: buyer.user.id, label: 'x', contactName: 'x', phone: '9876543210', line1: 'x', city: 'x', state: 'x', postalCode: '1' };
    const [china, narnia] = await t.db
      .insert(addresses)
      .values([
        { ...place, country: 'China' },
        { ...place, country: 'Narnia' },
      ])
      .returning({ id: addresses.id });
    const [order] = await t.db.select({ id: orders.id, shipping: orders.shippingAddress }).from(orders).limit(1);
    await t.db
      .update(orders)
      .set({ shippingAddress: { ...order.shipping, country: 'Netherlands' } })
      .where(eq(orders.id, order.id));

    // As the migrator runs it: in one transaction, so the temporary table lives on one connection.
    await t.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const countryOf = async (id: string) =>
      (await t.db.select({ details: users.businessDetails, preferences: users.preferences }).from(users).where(eq(users.id, id)))[0];
    expect((await countryOf(seller.user.id)).details?.country).toBe('GB');
    expect((await countryOf(other.user.id)).details?.country).toBe('ZZ');
    expect((await countryOf(buyer.user.id)).preferences).toEqual({ business_profile: { company_name: 'Meyer', country: 'DE' } });
    const countries = async (id: string) => (await t.db.select({ country: addresses.country }).from(addresses).where(eq(addresses.id, id)))[0].country;
    expect(await countries(china.id)).toBe('CN');
    expect(await countries(narnia.id)).toBe('Narnia');
    const [after] = await t.db.select({ shipping: orders.shippingAddress }).from(orders).where(eq(orders.id, order.id));
    expect(after.shipping).toEqual({ ...order.shipping, country: 'NL' });
  });
});
