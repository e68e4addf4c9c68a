// Requisition lists: a company's named saved carts. Every query is scoped to the caller's company, so
// another company's list is a 404. Lines show their product as the catalogue shows it now; adding a list
// to the cart puts its orderable lines there at the list's quantities.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  CompanyListQuery,
  RequisitionAddToCartResult,
  RequisitionLine,
  RequisitionLineInput,
  RequisitionList,
  RequisitionListDetail,
} from '../../../src/contract/company';
import { MAX_REQUISITION_LISTS, MAX_REQUISITION_LIST_LINES, requisitionMessages } from '../../../src/contract/company-messages';
import { MAX_CART_ITEMS, orderingMessages } from '../../../src/contract/ordering-messages';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { cartItems, requisitionListLines, requisitionLists, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';
import { productsForOrdering, tierPrice, type OrderingProduct } from '../buyer/cart-repository';
import { mediaUrl } from '../catalog/products';
import { auditCompany, type Membership } from './access';

type ListRow = typeof requisitionLists.$inferSelect;

const lineCount = sql<number>`(select count(*)::int from ${requisitionListLines} l where l.list_id = ${outer(requisitionLists.id)})`;
const creatorName = sql<string | null>`(select u.name from ${users} u where u.id = ${outer(requisitionLists.createdBy)})`;

function listDto(row: ListRow & { lineCount: number; creatorName: string | null }): RequisitionList {
  return {
    id: row.id,
    name: row.name,
    line_count: row.lineCount,
    created_by: row.createdBy && row.creatorName !== null ? { id: row.createdBy, name: row.creatorName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /v1/company/requisition-lists: most recently changed first. */
export async function listRequisitionLists(db: Database, companyId: string, query: CompanyListQuery): Promise<{ rows: RequisitionList[]; total: number }> {
  const conditions: SQL[] = [eq(requisitionLists.companyId, companyId)];
  if (query.q) conditions.push(ilike(requisitionLists.name, containsPattern(query.q)));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ list: requisitionLists, lineCount, creatorName })
      .from(requisitionLists)
      .where(where)
      .orderBy(desc(requisitionLists.updatedAt), desc(requisitionLists.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(requisitionLists).where(where),
  ]);
  return { rows: rows.map((r) => listDto({ ...r.list, lineCount: r.lineCount, creatorName: r.creatorName })), total: n };
}

async function findList(db: Database, companyId: string, id: string, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(requisitionLists)
    .where(and(eq(requisitionLists.id, id), eq(requisitionLists.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(requisitionMessages.notFound);
  return row;
}

function lineDto(line: typeof requisitionListLines.$inferSelect, product: OrderingProduct): RequisitionLine {
  return {
    id: line.id,
    product_id: line.productId,
    quantity: line.quantity,
    product: {
      name: product.name,
      sku: product.sku,
      unit: product.unit,
      image_url: product.coverFileId ? mediaUrl(product.coverFileId) : null,
      currency: product.currency,
      unit_price_minor: tierPrice(product, line.quantity) ?? 0,
      moq: product.moq,
      supplier: { id: product.sellerId, name: product.supplierName },
    },
    available: product.orderable,
    created_at: line.createdAt.toISOString(),
  };
}

/** GET /v1/company/requisition-lists/:id: the list with its lines, oldest line first. */
export async function readRequisitionList(db: Database, companyId: string, id: string): Promise<RequisitionListDetail> {
  const list = await findList(db, companyId, id);
  const lines = await db
    .select()
    .from(requisitionListLines)
    .where(eq(requisitionListLines.listId, id))
    .orderBy(asc(requisitionListLines.createdAt), asc(requisitionListLines.id));
  const products = new Map((lines.length ? await productsForOrdering(db, [...new Set(lines.map((l) => l.productId))]) : []).map((p) => [p.id, p]));
  const [creator] = list.createdBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, list.createdBy)) : [];
  // Oldest first; lines added together (a list created with its lines) by product name.
  const dtoLines = lines
    .flatMap((line) => {
      const product = products.get(line.productId);
      return product ? [lineDto(line, product)] : [];
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.product.name.localeCompare(b.product.name));
  return { ...listDto({ ...list, lineCount: dtoLines.length, creatorName: creator?.name ?? null }), lines: dtoLines };
}

/** A product a list may hold: one the catalogue shows (the same rule as the cart's). */
async function listableProducts(db: Database, productIds: string[]): Promise<Map<string, OrderingProduct>> {
  const found = await productsForOrdering(db, productIds);
  for (const id of productIds) {
    const product = found.find((p) => p.id === id);
    if (!product || !product.orderable) throw new AppError(422, requisitionMessages.productUnavailable, { product_id: requisitionMessages.productUnavailable });
  }
  return new Map(found.map((p) => [p.id, p]));
}

const nameTaken = () => new AppError(409, requisitionMessages.nameTaken, { name: requisitionMessages.nameTaken });

/** POST /v1/company/requisition-lists: a list, with lines when given (a product given twice keeps its last quantity). */
export async function createRequisitionList(
  db: Database,
  member: Membership,
  input: { name: string; lines?: RequisitionLineInput[] },
): Promise<RequisitionListDetail> {
  const lines = [...new Map((input.lines ?? []).map((l) => [l.product_id, l])).values()];
  if (lines.length)
    await listableProducts(
      db,
      lines.map((l) => l.product_id),
    );
  try {
    const id = await db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(requisitionLists).where(eq(requisitionLists.companyId, member.companyId));
      if (n >= MAX_REQUISITION_LISTS) throw conflict(requisitionMessages.tooManyLists);
      const [list] = await tx.insert(requisitionLists).values({ companyId: member.companyId, name: input.name, createdBy: member.userId }).returning();
      if (lines.length) await tx.insert(requisitionListLines).values(lines.map((l) => ({ listId: list.id, productId: l.product_id, quantity: l.quantity })));
      await auditCompany(tx, {
        companyId: member.companyId,
        actorId: member.userId,
        actorRole: member.role,
        action: 'requisition_list.created',
        subjectType: 'requisition_list',
        subjectId: list.id,
        subjectLabel: list.name,
        after: { name: list.name, lines: lines.length },
      });
      return list.id;
    });
    return await readRequisitionList(db, member.companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** PATCH /v1/company/requisition-lists/:id: rename. */
export async function renameRequisitionList(db: Database, member: Membership, id: string, name: string): Promise<RequisitionListDetail> {
  try {
    await db.transaction(async (tx) => {
      const before = await findList(tx, member.companyId, id, true);
      if (before.name === name) return;
      await tx.update(requisitionLists).set({ name, updatedAt: new Date() }).where(eq(requisitionLists.id, id));
      await auditCompany(tx, {
        companyId: member.companyId,
        actorId: member.userId,
        actorRole: member.role,
        action: 'requisition_list.renamed',
        subjectType: 'requisition_list',
        subjectId: id,
        subjectLabel: name,
        before: { name: before.name },
        after: { name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return readRequisitionList(db, member.companyId, id);
}

/** DELETE /v1/company/requisition-lists/:id. */
export async function deleteRequisitionList(db: Database, member: Membership, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await findList(tx, member.companyId, id, true);
    await tx.delete(requisitionLists).where(eq(requisitionLists.id, id));
    await auditCompany(tx, {
      companyId: member.companyId,
      actorId: member.userId,
      actorRole: member.role,
      action: 'requisition_list.deleted',
      subjectType: 'requisition_list',
      subjectId: id,
      subjectLabel: list.name,
    });
  });
}

/** POST …/lines: adds a product, or sets the quantity of one already in the list; 201 when it was added. */
export async function putRequisitionLine(
  db: Database,
  member: Membership,
  id: string,
  input: RequisitionLineInput,
): Promise<{ list: RequisitionListDetail; created: boolean }> {
  await listableProducts(db, [input.product_id]);
  const created = await db.transaction(async (tx) => {
    await findList(tx, member.companyId, id, true);
    const [existing] = await tx
      .select({ id: requisitionListLines.id })
      .from(requisitionListLines)
      .where(and(eq(requisitionListLines.listId, id), eq(requisitionListLines.productId, input.product_id)));
    if (existing) await tx.update(requisitionListLines).set({ quantity: input.quantity }).where(eq(requisitionListLines.id, existing.id));
    else {
      const [{ n }] = await tx.select({ n: count() }).from(requisitionListLines).where(eq(requisitionListLines.listId, id));
      if (n >= MAX_REQUISITION_LIST_LINES) throw conflict(requisitionMessages.tooManyLines, { product_id: requisitionMessages.tooManyLines });
      await tx.insert(requisitionListLines).values({ listId: id, productId: input.product_id, quantity: input.quantity });
    }
    await tx.update(requisitionLists).set({ updatedAt: new Date() }).where(eq(requisitionLists.id, id));
    return !existing;
  });
  return { list: await readRequisitionList(db, member.companyId, id), created };
}

/** PATCH …/lines/:lineId (quantity) or DELETE it (quantity null). */
export async function changeRequisitionLine(
  db: Database,
  member: Membership,
  id: string,
  lineId: string,
  quantity: number | null,
): Promise<RequisitionListDetail> {
  await db.transaction(async (tx) => {
    await findList(tx, member.companyId, id, true);
    const where = and(eq(requisitionListLines.id, lineId), eq(requisitionListLines.listId, id));
    const [changed] =
      quantity === null
        ? await tx.delete(requisitionListLines).where(where).returning({ id: requisitionListLines.id })
        : await tx.update(requisitionListLines).set({ quantity }).where(where).returning({ id: requisitionListLines.id });
    if (!changed) throw notFound(requisitionMessages.lineNotFound);
    await tx.update(requisitionLists).set({ updatedAt: new Date() }).where(eq(requisitionLists.id, id));
  });
  return readRequisitionList(db, member.companyId, id);
}

/**
 * POST …/add-to-cart: the list's orderable lines go into the caller's cart at the list's quantities (a
 * product already there takes the list's quantity), each at today's tier price, which the buyer then sees
 * in the cart. Lines that cannot be ordered (unpublished, the caller's own products) are left out and named.
 */
export async function addRequisitionListToCart(db: Database, member: Membership, id: string): Promise<RequisitionAddToCartResult> {
  return db.transaction(async (tx) => {
    await findList(tx, member.companyId, id);
    const lines = await tx.select().from(requisitionListLines).where(eq(requisitionListLines.listId, id)).orderBy(asc(requisitionListLines.createdAt));
    const products = new Map(
      (lines.length
        ? await productsForOrdering(
            tx,
            lines.map((l) => l.productId),
          )
        : []
      ).map((p) => [p.id, p]),
    );
    const skipped: RequisitionAddToCartResult['skipped'] = [];
    const adding: Array<{ productId: string; quantity: number; seen: number }> = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      const price = tierPrice(product, line.quantity);
      if (!product.orderable || product.sellerId === member.userId || price === null) skipped.push({ product_id: product.id, name: product.name });
      else adding.push({ productId: product.id, quantity: line.quantity, seen: price });
    }
    if (adding.length === 0) throw conflict(requisitionMessages.empty);
    const inCart = await tx.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.buyerId, member.userId)).for('update');
    const present = new Set(inCart.map((r) => r.productId));
    const newLines = adding.filter((a) => !present.has(a.productId)).length;
    if (inCart.length + newLines > MAX_CART_ITEMS) throw conflict(orderingMessages.cartFull);
    for (const line of adding)
      await tx
        .insert(cartItems)
        .values({ buyerId: member.userId, productId: line.productId, quantity: line.quantity, seenUnitPriceMinor: line.seen })
        .onConflictDoUpdate({
          target: [cartItems.buyerId, cartItems.productId],
          set: { quantity: line.quantity, seenUnitPriceMinor: line.seen, updatedAt: new Date() },
        });
    return { added: adding.length, skipped };
  });
}
