// The RFQ pages' calls (src/contract/rfq.ts), all through the one HTTP client. Creating an RFQ,
// submitting a quote and accepting one carry an Idempotency-Key: a retry of the same attempt (a lost
// answer, a double click) does it once.
import { IDEMPOTENCY_HEADER } from '../contract/ordering-constants';
import type {
  BuyerRfq,
  BuyerRfqSummary,
  PublicRfq,
  QuoteAcceptInput,
  QuoteAcceptResult,
  QuoteAllowance,
  QuoteInput,
  RfqBoardQuery,
  RfqBuyerQuery,
  RfqCreateInput,
  RfqSupplierOption,
  SupplierQuote,
  SupplierRfq,
} from '../contract/rfq';
import { api, type ApiResult, type QueryValue } from '../providers/http';

export { newIdempotencyKey } from '../ordering/api';

const rfqPath = (id: string, ...rest: string[]) => ['rfqs', encodeURIComponent(id), ...rest].join('/');
const quotePath = (id: string, ...rest: string[]) => ['quotes', encodeURIComponent(id), ...rest].join('/');
const withKey = (key: string) => ({ toast: false, retry: true, headers: { [IDEMPOTENCY_HEADER]: key } });

// The buyer's side.
export const createRfq = (input: RfqCreateInput, key: string) => api.post<BuyerRfq>('rfqs', input, withKey(key));
export const listMyRfqs = (query: RfqBuyerQuery, signal?: AbortSignal) =>
  api.get<BuyerRfqSummary[]>('rfqs', { query: query as Record<string, QueryValue>, signal, toast: false });
export const loadMyRfq = (id: string, signal?: AbortSignal) => api.get<BuyerRfq>(rfqPath(id), { signal, toast: false });
/** Suppliers to invite, by name (at least 2 letters). */
export const searchSuppliers = (q: string, signal?: AbortSignal) => api.get<RfqSupplierOption[]>('rfq-suppliers', { query: { q }, signal, toast: false });
export const openRfq = (id: string) => api.post<BuyerRfq>(rfqPath(id, 'open'), {}, { toast: false });
export const closeRfq = (id: string, reason?: string) => api.post<BuyerRfq>(rfqPath(id, 'close'), reason ? { reason } : {}, { toast: false });
export const cancelRfq = (id: string, reason?: string) => api.post<BuyerRfq>(rfqPath(id, 'cancel'), reason ? { reason } : {}, { toast: false });
export function attachToRfq(id: string, file: File): Promise<ApiResult<BuyerRfq>> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm<BuyerRfq>(rfqPath(id, 'attachments'), form, { toast: false });
}
export const shortlistQuote = (rfqId: string, quoteId: string) => api.post<BuyerRfq>(rfqPath(rfqId, 'quotes', quoteId, 'shortlist'), {}, { toast: false });
export const declineQuote = (rfqId: string, quoteId: string, reason: string) =>
  api.post<BuyerRfq>(rfqPath(rfqId, 'quotes', quoteId, 'decline'), { reason }, { toast: false });
export const acceptQuote = (rfqId: string, quoteId: string, input: QuoteAcceptInput, key: string) =>
  api.post<QuoteAcceptResult>(rfqPath(rfqId, 'quotes', quoteId, 'accept'), input, withKey(key));

// The supplier's side.
export const loadSupplierRfq = (id: string, signal?: AbortSignal) => api.get<SupplierRfq>(`rfq-board/${encodeURIComponent(id)}`, { signal, toast: false });
export const submitQuote = (rfqId: string, input: QuoteInput, key: string) =>
  api.post<SupplierQuote>(`rfq-board/${encodeURIComponent(rfqId)}/quote`, input, withKey(key));
export const loadQuote = (id: string, signal?: AbortSignal) => api.get<SupplierQuote>(quotePath(id), { signal, toast: false });
export const reviseQuote = (id: string, input: QuoteInput) => api.post<SupplierQuote>(quotePath(id, 'revisions'), input, { toast: false });
export const withdrawQuote = (id: string) => api.post<SupplierQuote>(quotePath(id, 'withdraw'), {}, { toast: false });
export function attachToQuote(id: string, file: File): Promise<ApiResult<SupplierQuote>> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm<SupplierQuote>(quotePath(id, 'attachments'), form, { toast: false });
}
export const loadAllowance = (signal?: AbortSignal) => api.get<QuoteAllowance>('quote-allowance', { signal, toast: false });

// Anyone.
export const listPublicRfqs = (query: RfqBoardQuery, signal?: AbortSignal) =>
  api.publicGet<PublicRfq[]>('public/rfqs', { query: query as Record<string, QueryValue>, signal, toast: false });

/** Saves an attachment the API serves only with the bearer token. */
export const downloadAttachment = (url: string, name: string) => api.download(url.replace(/^\/v1\//, ''), name);
