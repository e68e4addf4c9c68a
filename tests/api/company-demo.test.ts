import { describe, expect, it } from 'vitest';
import type { CompanyMember, MyCompany, RequisitionList } from '../../src/contract/company';
import type { ListItem } from '../../src/contract/lists';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn } from './helpers';

const t = await createTestApp({}, { seed: true });

describe('the demo company', () => {
  it('has buyer@demo.test as admin, an approver, two buyers, a shared requisition list and favourites', async () => {
    const admin = await logIn(t, 'buyer@demo.test', DEMO_PASSWORD);
    const mine = envelope<MyCompany>(await t.request({ method: 'GET', url: '/v1/company', token: admin })).data;
    expect(mine.company.legal_name).toBe('Northwind Trading Ltd');
    expect(mine.membership.role).toBe('admin');
    const members = envelope<CompanyMember[]>(await t.request({ method: 'GET', url: '/v1/company/members', token: admin })).data;
    expect(members.map((m) => [m.email, m.role])).toEqual([
      ['buyer@demo.test', 'admin'],
      ['approver@demo.test', 'approver'],
      ['purchasing@demo.test', 'buyer'],
      ['purchasing2@demo.test', 'buyer'],
    ]);
    const buyer = await logIn(t, 'purchasing@demo.test', DEMO_PASSWORD);
    const lists = envelope<RequisitionList[]>(await t.request({ method: 'GET', url: '/v1/company/requisition-lists', token: buyer })).data;
    expect(lists.map((l) => l.name)).toEqual(['Monthly office restock']);
    expect(lists[0].line_count).toBeGreaterThan(0);
    // The company's favourites: both buyers' together, each saying who saved it.
    const favourites = envelope<ListItem[]>(await t.request({ method: 'GET', url: '/v1/lists/favorites?whose=company', token: admin })).data;
    expect(new Set(favourites.map((f) => f.saved_by?.name))).toEqual(new Set(['Bea Lindqvist', 'Ben Okafor']));
  });
});
