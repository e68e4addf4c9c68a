// What the buyer shell asks about the signed-in buyer's company (src/company/company-store.ts): by
// default, a buyer without one.
import { http, HttpResponse } from 'msw';
import { ROLE_PERMISSIONS, type CompanyRole } from '../../../src/contract/company-messages';
import type { MyCompany } from '../../../src/contract/company';
import { apiUrl } from '../setup';

export function companyShellHandlers(mine: unknown = null, awaiting = 0) {
  return [
    http.get(apiUrl('company'), () => HttpResponse.json({ success: true, message: 'Request successful', data: mine })),
    http.get(apiUrl('company/approvals/count'), () => HttpResponse.json({ success: true, message: 'Request successful', data: { awaiting } })),
  ];
}

/** The signed-in buyer's company as `GET /v1/company` answers it, with `role`'s permissions. */
export function myCompany(role: CompanyRole): MyCompany {
  return {
    company: {
      id: 'c-1',
      legal_name: 'Acme Trading Pvt Ltd',
      country: 'IN',
      tax_id: null,
      billing_address: { line1: '12 MG Road', line2: null, city: 'Bengaluru', state: 'Karnataka', postal_code: '560001', country: 'IN' },
      budget_currency: 'USD',
      logo_url: null,
      status: 'active',
      status_reason: null,
      member_count: 3,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    },
    membership: { role, status: 'active', permissions: [...ROLE_PERMISSIONS[role]], joined_at: '2026-11-01T10:00:00.000Z' },
  };
}
