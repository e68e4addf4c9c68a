// What the buyer shell asks about the signed-in buyer's company (src/company/company-store.ts): by
// default, a buyer without one.
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../setup';

export function companyShellHandlers(mine: unknown = null, awaiting = 0) {
  return [
    http.get(apiUrl('company'), () => HttpResponse.json({ success: true, message: 'Request successful', data: mine })),
    http.get(apiUrl('company/approvals/count'), () => HttpResponse.json({ success: true, message: 'Request successful', data: { awaiting } })),
  ];
}
