// The seller home's action queue: what waits for the seller now, a new seller's first steps first, each
// group counted in full and its first items oldest (or most urgent) first. Every query is an index range of this seller's rows
// (indexes of migration 0016 and of the tables' own migrations).
import { sql, type SQL } from 'drizzle-orm';
import { STORE_SECTIONS } from '../../../src/contract/auth';
import { RESPONSE_WINDOW_HOURS } from '../../../src/contract/performance';
import { VALID_DAYS_MAX } from '../../../src/contract/rfq';
import { QUEUE_ITEMS_PER_GROUP, type ActionQueue, type QueueGroup, type QueueItem, type QueueKind } from '../../../src/contract/seller-analytics';
import { rowsOf, type Database } from '../../db/client';
import { rfqInvitations, rfqs } from '../../db/schema';
import { rfqOpenSql } from '../rfq/status';
import { matchesSupplier, quotedSql } from '../rfq/visibility';

type Row = {
  id: string;
  label: string | null;
  since: Date | string | null;
  until?: Date | string | null;
  respond_by?: Date | string | null;
  note?: string | null;
  available?: number | string | null;
  threshold?: number | string | null;
  moq?: number | string | null;
  currency?: string | null;
  total_minor?: number | string | null;
};

const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
const isoOrNull = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

function itemOf(row: Row): QueueItem {
  return {
    id: row.id,
    label: row.label ?? '',
    since: isoOrNull(row.since),
    until: isoOrNull(row.until),
    respond_by: isoOrNull(row.respond_by),
    note: row.note ?? null,
    available: numberOrNull(row.available),
    threshold: numberOrNull(row.threshold),
    moq: numberOrNull(row.moq),
    currency: row.currency ?? null,
    total_minor: numberOrNull(row.total_minor),
  };
}

/** A group from one query of its rows (`select … from <rows> order by … `): the first items and the count of all. */
async function group(db: Database, kind: QueueKind, rows: SQL, order: SQL): Promise<QueueGroup> {
  const [items, [{ count }]] = await Promise.all([
    db.execute(sql`select * from (${rows}) as queue order by ${order} limit ${QUEUE_ITEMS_PER_GROUP}`).then((result) => rowsOf<Row>(result)),
    db.execute(sql`select count(*)::int as count from (${rows}) as queue`).then((result) => rowsOf<{ count: number }>(result)),
  ]);
  return { kind, count: Number(count), items: items.map(itemOf) };
}

const ordersIn = (sellerId: string, status: 'pending' | 'confirmed') =>
  sql`select id, number as label, created_at as since, currency, total_minor from orders where seller_id = ${sellerId} and status = ${status}`;

/**
 * Conversations whose last message is the buyer's, waiting since the buyer's first message after the
 * seller's last one.
 */
const awaitingReply = (sellerId: string) => sql`
  select c.id, coalesce(nullif(trim(u.name), ''), u.email) as label, nullif(c.subject, '') as note,
    (select min(m.created_at) from messages m
      where m.conversation_id = c.id
        and m.seq > coalesce((select max(r.seq) from messages r where r.conversation_id = c.id and r.sender_id = c.supplier_id), 0)) as since
  from conversations c join users u on u.id = c.customer_id
  where c.supplier_id = ${sellerId} and c.kind <> 'support' and c.last_sender_id = c.customer_id`;

/** An RFQ as a queue item: its title, when it was posted (or the invitation written), its number and when it stops taking quotes. */
const rfqItem = (since: SQL) => sql`${rfqs.id} as id, ${rfqs.title} as label, ${since} as since, ${rfqs.number} as note, ${rfqs.validUntil} as until`;

/**
 * Open RFQs of open visibility that match the seller (the board's rule: a category of its published
 * products, their parents or children) and that it has not quoted. An RFQ of open visibility invites
 * nobody, so none of these is also an invitation. Read by category (rfqs_open_category_idx); `offset 0`
 * keeps it so for the first items too: otherwise the planner may walk every open RFQ newest first,
 * looking for five that match.
 */
const matchingRfqs = (sellerId: string) => sql`
  select ${rfqItem(sql`${rfqs.openedAt}`)} from ${rfqs}
  where ${rfqOpenSql} and ${matchesSupplier(sellerId)} and ${rfqs.buyerId} <> ${sellerId} and not ${quotedSql(sellerId)}
  offset 0`;

/**
 * Invitations not yet quoted to requests still taking quotes, with when the response rate's window ends
 * (the performance measure's rule, server/modules/performance/measure-counts.ts: from when the invitation
 * reached the seller, the request posted or the invitation written if later). An invitation is written
 * with its RFQ (or a rewrite of the draft), whose valid-until is then at most VALID_DAYS_MAX days ahead
 * (to the end of that day): older invitations belong to requests that have closed, which bounds the read
 * of rfq_invitations_seller_idx.
 */
const invitationsToQuote = (sellerId: string) => {
  const sent = sql`greatest(i.created_at, ${rfqs.openedAt})`;
  return sql`
  select ${rfqItem(sent)}, ${sent} + make_interval(hours => ${RESPONSE_WINDOW_HOURS}) as respond_by
  from ${rfqInvitations} i join ${rfqs} on ${rfqs.id} = i.rfq_id
  where i.seller_id = ${sellerId} and i.created_at > now() - make_interval(days => ${VALID_DAYS_MAX + 1})
    and ${rfqOpenSql} and not ${quotedSql(sellerId)}`;
};

/**
 * "RFQs to quote": invitations first, since the response rate counts those quoted within
 * RESPONSE_WINDOW_HOURS (those whose window is still open first, the one ending soonest first, then
 * those past it), then the matching open RFQs, newest first as the board opens. Each part is counted.
 */
async function rfqsToQuote(db: Database, sellerId: string): Promise<QueueGroup> {
  const [invited, matching] = await Promise.all([
    group(db, 'rfqs_to_quote', invitationsToQuote(sellerId), sql`respond_by < now(), respond_by, id`),
    group(db, 'rfqs_to_quote', matchingRfqs(sellerId), sql`since desc, id`),
  ]);
  return {
    kind: 'rfqs_to_quote',
    count: invited.count + matching.count,
    items: [...invited.items, ...matching.items].slice(0, QUEUE_ITEMS_PER_GROUP),
    parts: [
      { kind: 'rfq_invitations', count: invited.count },
      { kind: 'rfqs_matching', count: matching.count },
    ],
  };
}

/**
 * A new seller's first steps, one item-less group each: a first product while the seller has none (in
 * any state), and verification documents while none is uploaded that staff could still verify (every
 * one rejected is the rejected-documents group's).
 */
async function firstSteps(db: Database, sellerId: string): Promise<QueueGroup[]> {
  const [state] = rowsOf<{ has_product: boolean; has_document: boolean }>(
    await db.execute(sql`select
      exists (select 1 from products where seller_id = ${sellerId}) as has_product,
      exists (select 1 from documents where owner_id = ${sellerId} and status <> 'rejected') as has_document`),
  );
  const step = (kind: QueueKind): QueueGroup => ({ kind, count: 1, items: [] });
  return [...(state.has_product ? [] : [step('add_first_product')]), ...(state.has_document ? [] : [step('upload_documents')])];
}

// Stock of published products (drafts are not on sale); available is on hand minus what orders hold.
const stock = (sellerId: string, condition: SQL) => sql`
  select p.id, p.name as label, null::timestamptz as since, (i.on_hand - i.reserved) as available, i.low_stock_threshold as threshold, p.moq
  from inventory i join products p on p.id = i.product_id
  where i.seller_id = ${sellerId} and p.status = 'published' and ${condition}`;

const outOfStock = (sellerId: string) => stock(sellerId, sql`(i.on_hand - i.reserved) <= 0`);
const lowStock = (sellerId: string) => stock(sellerId, sql`(i.on_hand - i.reserved) > 0 and (i.on_hand - i.reserved) <= i.low_stock_threshold`);
// Bounded by the seller's largest minimum order, so the stock index is read as a range. Inventory's
// below_moq=true filter (belowMoqCondition in catalog/inventory-repository.ts) lists the same items.
const belowMoq = (sellerId: string) =>
  stock(
    sellerId,
    sql`(i.on_hand - i.reserved) > 0 and (i.on_hand - i.reserved) < p.moq
      and (i.on_hand - i.reserved) < (select max(moq) from products where seller_id = ${sellerId} and status = 'published')`,
  );

/** Rejected documents the seller has not replaced with a newer one of the same kind. */
const rejectedDocuments = (sellerId: string) => sql`
  select d.id, coalesce(nullif(d.title, ''), d.original_name) as label, coalesce(d.reviewed_at, d.updated_at) as since, d.review_note as note
  from documents d
  where d.owner_id = ${sellerId} and d.status = 'rejected'
    and not exists (select 1 from documents n where n.owner_id = d.owner_id and n.type = d.type and n.created_at > d.created_at and n.status <> 'rejected')`;

const unpublishedProducts = (sellerId: string) => sql`
  select id, name as label, moderated_at as since, moderation_note as note from products where seller_id = ${sellerId} and moderation_status = 'unpublished'`;

async function incompleteSections(db: Database, sellerId: string): Promise<QueueGroup> {
  const done = new Set(
    rowsOf<{ section: string }>(await db.execute(sql`select section from store_sections where user_id = ${sellerId} and completed_at is not null`)).map(
      (row) => row.section,
    ),
  );
  const open = STORE_SECTIONS.filter((section) => !done.has(section));
  return { kind: 'incomplete_store_sections', count: open.length, items: open.map((section) => itemOf({ id: section, label: section, since: null })) };
}

export async function actionQueue(db: Database, sellerId: string): Promise<ActionQueue> {
  const [steps, ...groups] = await Promise.all([
    firstSteps(db, sellerId),
    group(db, 'orders_to_confirm', ordersIn(sellerId, 'pending'), sql`since, id`),
    group(db, 'orders_to_ship', ordersIn(sellerId, 'confirmed'), sql`since, id`),
    group(db, 'conversations_awaiting_reply', awaitingReply(sellerId), sql`since nulls last, id`),
    rfqsToQuote(db, sellerId),
    group(db, 'out_of_stock', outOfStock(sellerId), sql`available, label, id`),
    group(db, 'low_stock', lowStock(sellerId), sql`available, label, id`),
    group(db, 'below_moq', belowMoq(sellerId), sql`available, label, id`),
    group(db, 'rejected_documents', rejectedDocuments(sellerId), sql`since, id`),
    group(db, 'unpublished_products', unpublishedProducts(sellerId), sql`since nulls last, id`),
    incompleteSections(db, sellerId),
  ]);
  return { groups: [...steps, ...groups.filter((entry) => entry.count > 0)], generated_at: new Date().toISOString() };
}
