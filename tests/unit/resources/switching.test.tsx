// Moving from one declared resource to the next, as a seller or staff member does from the sidebar:
// each list must show its own columns and rows, never the previous resource's, and its loading state
// first. One router holds every resource, so state left by one page is there for the next to trip on.
import '@ant-design/v5-patch-for-react-19';
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressRecordSchema } from '../../../src/contract/addresses';
import { exchangeRateSchema } from '../../../src/contract/exchange-rates';
import {
  adminCategoryRequestSchema,
  adminCategorySchema,
  adminDocumentSchema,
  adminHelpArticleSummarySchema,
  adminOrderSummarySchema,
  adminProductSummarySchema,
  adminSellerSummarySchema,
  adminUserSchema,
  auditEntrySchema,
  staffAccountSchema,
} from '../../../src/contract/admin';
import { productSchema } from '../../../src/contract/catalog';
import { adminCompanyRowSchema } from '../../../src/contract/company';
import { recordSchemaOf } from '../../../src/contract/entity-schemas';
import { documentRecordSchema } from '../../../src/contract/documents';
import { categoryRequestRecordSchema, inventoryItemSchema, orderSummarySchema } from '../../../src/contract/operations';
import { recoveryContactSchema } from '../../../src/contract/recovery-contacts';
import { adminReviewSchema, sellerReviewSchema } from '../../../src/contract/reviews';
import i18n, { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { adminResources } from '../../../src/admin/portal';
import type { Resource } from '../../../src/engine/types';
import { useMswServer } from '../setup';
import { sampleRecord } from './sample-record';
import { adminQuoteAllowanceSchema, adminRfqSchema, boardRfqSchema, supplierQuoteSummarySchema } from '../../../src/contract/rfq';
import { renderDeclared } from './declared';
import { signIn } from './helpers';
import { commissionRuleSchema, ledgerEntrySchema } from '../../../src/contract/money';
import { commissionInvoiceSchema, figureRowSchema, statementMonthSchema } from '../../../src/contract/statements';
import { receivedPaymentSchema, unmatchedPaymentSchema } from '../../../src/contract/payments';
import { payoutBatchDetailSchema, payoutItemSchema } from '../../../src/contract/payouts';

/**
 * The record each list's API returns, by resource name: a resource declared from an entity brings its own
 * (recordSchemaOf); any other new resource fails the first test until it is added here.
 */
const RECORD_SCHEMAS: Record<string, z.ZodType> = {
  products: productSchema,
  inventory: inventoryItemSchema,
  orders: orderSummarySchema,
  reviews: sellerReviewSchema,
  'category-requests': categoryRequestRecordSchema,
  documents: documentRecordSchema,
  'recovery-contacts': recoveryContactSchema,
  addresses: addressRecordSchema,
  'admin/sellers': adminSellerSummarySchema,
  'admin/documents': adminDocumentSchema,
  'admin/category-requests': adminCategoryRequestSchema,
  'admin/categories': adminCategorySchema,
  'admin/products': adminProductSummarySchema,
  'admin/reviews': adminReviewSchema,
  'admin/orders': adminOrderSummarySchema,
  'admin/users': adminUserSchema,
  'admin/staff': staffAccountSchema,
  'admin/help-articles': adminHelpArticleSummarySchema,
  'admin/audit-log': auditEntrySchema,
  'rfq-board': boardRfqSchema,
  'rfq-invitations': boardRfqSchema,
  quotes: supplierQuoteSummarySchema,
  'admin/rfqs': adminRfqSchema,
  'admin/quote-allowances': adminQuoteAllowanceSchema,
  'admin/exchange-rates': exchangeRateSchema,
  'seller/ledger': ledgerEntrySchema,
  'seller/statements': statementMonthSchema,
  'seller/commission-invoices': commissionInvoiceSchema,
  'admin/commission-rules': commissionRuleSchema,
  'admin/ledger': ledgerEntrySchema,
  'admin/commission-invoices': commissionInvoiceSchema,
  'admin/money/figures': figureRowSchema,
  'admin/payments': receivedPaymentSchema,
  'admin/unmatched-payments': unmatchedPaymentSchema,
  'admin/companies': adminCompanyRowSchema,
  'seller/payouts': payoutItemSchema,
  'admin/payout-batches': payoutBatchDetailSchema,
};

const ALL = [...resources, ...adminResources];
for (const resource of ALL) if (resource.entity) RECORD_SCHEMAS[resource.name] ??= recordSchemaOf(resource.entity);
/**
 * Sample values a list needs to show its marker at all: a default-scope rule names no target, and the
 * figures have no text but their currency, which must be a real one (its money cells format with it), so
 * their marker is an order count.
 */
const SHOWN_WITH: Record<string, Record<string, unknown>> = {
  'admin/commission-rules': { scope: 'category' },
  'admin/money/figures': { currency: 'USD', month: '2026-10', orders: 987654 },
};
const MARKERS: Record<string, string> = { 'admin/money/figures': '987,654' };
const marker = (resource: Resource) => MARKERS[resource.name] ?? `«${resource.name}»`;
const rowsOf = new Map(
  ALL.map((resource) => [resource.name, [{ ...sampleRecord(RECORD_SCHEMAS[resource.name]!, marker(resource)), ...SHOWN_WITH[resource.name] }]]),
);

const server = useMswServer();
beforeAll(() => initI18n());
beforeEach(() => {
  signIn();
  server.use(
    http.get(/\/v1\/.*/, async ({ request }) => {
      const name = new URL(request.url).pathname.replace(/^\/v1\//, '');
      // Slow enough that the next page is on screen before its rows arrive.
      await delay(40);
      return HttpResponse.json({
        success: true,
        message: 'OK',
        data: rowsOf.get(name) ?? [],
        total: rowsOf.get(name)?.length ?? 0,
        pagination: { page: 1, limit: 20 },
      });
    }),
  );
});
afterEach(() => sessionStore.clear());

let go: NavigateFunction = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

function renderPortal(first: string) {
  return renderDeclared(ALL, first, <Navigator />);
}

const headers = () => [...document.querySelectorAll('.resource-table thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean);
const bodyText = () => document.querySelector('main')?.textContent ?? '';

/** Opens `resource`'s list and checks it shows its own page: nothing of `previous` while loading, then its columns and row. */
async function visit(resource: Resource, previous: Resource | undefined) {
  act(() => {
    void go(resource.routes.list);
  });
  const title = i18n.t(resource.labelKey);
  // The moment the new page is on screen (checked on every DOM change), it shows its loading state or
  // its own rows: never the previous resource's rows under its own title.
  await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe(title), { timeout: 8000 });
  if (previous) expect(document.body.textContent).not.toContain(marker(previous));
  await waitFor(() => expect(bodyText()).toContain(marker(resource)), { timeout: 8000 });
  // A resource with a list page of its own (cards, say) has no generic table to check.
  if (!resource.pages?.list) expect(headers()).toEqual(expect.arrayContaining(resource.list.columns.map((column) => i18n.t(column.titleKey))));
  for (const other of ALL) if (other !== resource) expect(document.body.textContent).not.toContain(marker(other));
}

async function walk(order: readonly Resource[]) {
  renderPortal('/nowhere');
  let previous: Resource | undefined;
  for (const resource of order) {
    await visit(resource, previous);
    previous = resource;
  }
}

describe('moving between declared resources', { timeout: 120_000 }, () => {
  it('knows the record of every declared resource', () => {
    expect(ALL.map((resource) => resource.name).filter((name) => !RECORD_SCHEMAS[name])).toEqual([]);
  });

  it('shows each seller list with its own columns and rows, in the sidebar order and back', async () => {
    await walk([...resources, ...[...resources].reverse().slice(1)]);
  });

  it('shows each back-office list with its own columns and rows, in the menu order and back', async () => {
    await walk([...adminResources, ...[...adminResources].reverse().slice(1)]);
  });
});
