// The buyer's RFQ and the rules on deciding its quotes, answered as errors: the buyer's routes and
// accept-repository.ts decide with them (a 404 for another buyer's RFQ, a refusal for a quote not live).
import { rfqMessages, type BuyerRfq } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { notFound, type AppError } from '../../lib/errors';
import { refusalError } from '../../lib/outcomes';
import { decisionsRefusal, lockRfqQuote, notActionableRefusal } from './buyer-decision-repository';
import { findBuyerRfq, findBuyerRfqDetail } from './buyer-repository';
import type { RfqRow } from './status';
import type { BuyerScope } from '../company/access';

/** The buyer's RFQ, locked for the rest of the transaction when `lock`; 404 when it is not the caller's. */
export async function buyerRfqRow(db: Database, buyerId: string, rfqId: string, lock = false): Promise<RfqRow> {
  const row = await findBuyerRfq(db, buyerId, rfqId, lock);
  if (!row) throw notFound(rfqMessages.rfqNotFound);
  return row;
}

/** GET /v1/rfqs/:id: the RFQ, its lines, files, invitations and every quote with its history. */
export async function buyerRfqDetail(db: Database, reader: string | BuyerScope, rfqId: string): Promise<BuyerRfq> {
  const detail = await findBuyerRfqDetail(db, reader, rfqId);
  if (!detail) throw notFound(rfqMessages.rfqNotFound);
  return detail;
}

/** The quote of the buyer's RFQ, locked unless `lock` is false; 404 when it is not on that RFQ. */
export async function lockQuoteOf(tx: Database, rfqId: string, quoteId: string, lock = true) {
  const quote = await lockRfqQuote(tx, rfqId, quoteId, lock);
  if (!quote) throw notFound(rfqMessages.quoteNotFound);
  return quote;
}

/** The RFQ still takes decisions on its quotes: open, or awarded (other lines may go to other suppliers). */
export function assertDecisionsOpen(rfq: RfqRow): void {
  const refusal = decisionsRefusal(rfq);
  if (refusal) throw refusalError(refusal);
}

/** Why a quote that is not live (as it reads now) cannot be decided on. */
export const notActionable = (status: string): AppError => refusalError(notActionableRefusal(status));
