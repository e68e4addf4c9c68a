import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessControlProvider, areaOf, staffRoleOf } from '../../../src/admin/access';
import AdminShell from '../../../src/admin/AdminShell';
import SellerPage from '../../../src/admin/pages/SellerPage';
import type { AdminSellerDetails } from '../../../src/contract/admin';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { setViewportWidth } from '../shells/helpers';
import { apiUrl, useMswServer } from '../setup';
import { okEnvelope, renderAdmin, signInAs, staff } from './helpers';

const server = useMswServer();

beforeAll(() => initI18n());
afterEach(() => sessionStore.clear());

const seller: AdminSellerDetails = {
  account: {
    id: '5b0c1c7e-0000-4000-8000-000000000001',
    name: 'Li Wei',
    email: 'seller@demo.test',
    phone: '9876543210',
    country_code: '+91',
    status: 'active',
    status_reason: null,
    verification_status: 'pending',
    verification_note: null,
    is_email_verified: true,
    is_mobile_verified: true,
    created_at: '2026-01-02T10:00:00.000Z',
  },
  business_details: { business_name: 'Asha Kitchen Supply', country: 'IN' },
  store_sections: [],
  store_completeness: 50,
  documents: [],
  checklist: [],
  verification_grant: null,
  registration_status: {
    email_verified: true,
    mobile_verified: true,
    business_details: true,
    store_sections: {},
    onboarding_complete: true,
    store_complete: false,
    next_step: null,
  },
  counts: { products: 3, products_published: 2, products_pending_review: 1, orders: 4 },
};

describe('staff roles', () => {
  it('reads the staff role; an admin without one is a reviewer, anyone else has none', () => {
    expect(staffRoleOf(staff('administrator'))).toBe('administrator');
    expect(staffRoleOf({ ...staff('administrator'), staff_role: null })).toBe('reviewer');
    expect(staffRoleOf({ ...staff('reviewer'), roles: ['seller'] })).toBeNull();
  });

  it('maps resources and actions to the contract areas', () => {
    expect(areaOf('admin/sellers', 'list')).toBe('sellers');
    expect(areaOf('admin/sellers', 'suspend')).toBe('sellerSuspension');
    expect(areaOf('admin/categories', 'list')).toBe('categoriesRead');
    expect(areaOf('admin/categories', 'edit')).toBe('categoriesWrite');
    expect(areaOf('products', 'list')).toBeNull();
  });

  it('Refine access control refuses a reviewer the administrator areas and lets sellers’ resources be', async () => {
    signInAs('reviewer');
    await expect(accessControlProvider.can({ resource: 'admin/staff', action: 'list' })).resolves.toMatchObject({ can: false });
    await expect(accessControlProvider.can({ resource: 'admin/sellers', action: 'suspend' })).resolves.toMatchObject({ can: false });
    await expect(accessControlProvider.can({ resource: 'admin/documents', action: 'list' })).resolves.toMatchObject({ can: true });
    await expect(accessControlProvider.can({ resource: 'products', action: 'list' })).resolves.toMatchObject({ can: true });
    signInAs('administrator');
    await expect(accessControlProvider.can({ resource: 'admin/staff', action: 'list' })).resolves.toMatchObject({ can: true });
    await expect(accessControlProvider.can({ resource: 'admin/sellers', action: 'suspend' })).resolves.toMatchObject({ can: true });
  });
});

describe('the back office menu', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows a reviewer verification and moderation only', async () => {
    signInAs('reviewer');
    renderAdmin(<AdminShell />, '/admin', '/admin/*');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const name of ['Overview', 'Sellers', 'Documents', 'Category requests', 'Categories', 'Products'])
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    for (const name of ['Staff', 'Orders', 'Users', 'Help articles', 'Audit log']) expect(within(nav).queryByRole('link', { name })).toBeNull();
    expect(screen.getByText('Reviewer')).toBeTruthy();
  });

  it('shows an administrator everything, Staff included', async () => {
    signInAs('administrator');
    renderAdmin(<AdminShell />, '/admin', '/admin/*');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    for (const name of ['Staff', 'Orders', 'Users', 'Help articles', 'Audit log']) expect(within(nav).getByRole('link', { name })).toBeTruthy();
  });

  it('answers 403 when a reviewer opens an administrator page by its address', async () => {
    signInAs('reviewer');
    renderAdmin(<AdminShell />, '/admin/staff', '/admin/*');
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('the seller page', () => {
  const serveSeller = () => server.use(http.get(apiUrl(`admin/sellers/${seller.account.id}`), () => okEnvelope('OK', seller)));

  it('gives a reviewer the verification decision but not suspension', async () => {
    signInAs('reviewer');
    serveSeller();
    renderAdmin(<SellerPage />, `/admin/sellers/${seller.account.id}`, '/admin/sellers/:id');
    expect(await screen.findByRole('heading', { name: 'Asha Kitchen Supply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Set verification status/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Suspend seller/ })).toBeNull();
  });

  it('gives an administrator suspension too', async () => {
    signInAs('administrator');
    serveSeller();
    renderAdmin(<SellerPage />, `/admin/sellers/${seller.account.id}`, '/admin/sellers/:id');
    expect(await screen.findByRole('button', { name: /Suspend seller/ })).toBeTruthy();
  });
});
