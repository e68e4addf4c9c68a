import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyRole } from '../../../src/contract/company-messages';
import { ProductActions } from '../../../src/catalogue/ProductActions';
import { resetCompany } from '../../../src/company/company-store';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { companyShellHandlers, myCompany } from '../buyer/company-handlers';
import { renderPage } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';
import { buyerUser } from '../users';

// A product page's "Add to requisition list": for a buyer whose company role keeps lists, and the
// company's code is not even asked for on a visitor's page.

const server = useMswServer();
let companyAsked = 0;

beforeAll(() => initI18n());
beforeEach(() => {
  companyAsked = 0;
  resetCompany();
  server.use(
    http.get(apiUrl('lists/contains'), () => HttpResponse.json({ success: true, message: 'Request successful', data: { favorites: false, wishlist: false } })),
  );
});
afterEach(() => sessionStore.clear());

function withCompany(role: CompanyRole | null) {
  server.use(
    // The company counted as it is asked (the first matching handler answers), the approvals count as the shell's handlers answer it.
    http.get(apiUrl('company'), () => {
      companyAsked += 1;
      return HttpResponse.json({ success: true, message: 'Request successful', data: role ? myCompany(role) : null });
    }),
    ...companyShellHandlers(),
  );
}

const renderActions = () => renderPage(<ProductActions productId="p-1" supplierId="s-1" />, '/ProductDetails/p-1');

describe('the product page’s company actions', () => {
  it('offer a requisition list to a member whose role keeps lists', async () => {
    withCompany('admin');
    sessionStore.setSession('tok', buyerUser());
    renderActions();
    expect(await screen.findByRole('button', { name: 'Add to requisition list' })).toBeInTheDocument();
  });

  it('are absent for a viewer and for a buyer without a company', async () => {
    for (const role of ['viewer', null] as const) {
      resetCompany();
      withCompany(role);
      sessionStore.setSession('tok', buyerUser());
      const { unmount } = renderActions();
      await waitFor(() => expect(companyAsked).toBeGreaterThan(0));
      expect(await screen.findByRole('button', { name: /wishlist/i })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to requisition list' })).toBeNull();
      unmount();
      companyAsked = 0;
    }
  });

  it('ask nothing about a company on a visitor’s page', async () => {
    withCompany('admin');
    renderActions();
    expect(await screen.findByRole('button', { name: /wishlist/i })).toBeInTheDocument();
    expect(companyAsked).toBe(0);
    expect(screen.queryByRole('button', { name: 'Add to requisition list' })).toBeNull();
  });
});
