// A product's listing status and staff review: the one rule for what a seller's write does to them, and
// its application in the write's transaction (the product's row locked, a review request audited).
import { eq } from 'drizzle-orm';
import { removedByStaff, type ModerationStatus, type ProductStatus } from '../../../src/contract/catalog';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';

/** What decides whether a product is on sale: its listing status and its staff review. */
export interface PublishingState {
  status: ProductStatus;
  publishedAt: Date | null;
  moderationStatus?: ModerationStatus;
  moderationNote?: string | null;
}

export interface PublishingChange {
  /** The columns to set; empty when the write leaves status and review as they are. */
  values: { status?: ProductStatus; publishedAt?: Date; moderationStatus?: ModerationStatus };
  /** The product must be complete (as for publishing): it goes on sale, or waits for staff to put it on sale. */
  mustBeComplete: boolean;
  /** The seller asked staff to publish again a product they had unpublished: an audit entry is due. */
  reviewRequested: boolean;
}

/**
 * The one rule for what a seller's write does to a product's listing status and staff review. Every path
 * by which a seller can publish (the edit, the bulk actions, the CSV import, adding images) goes through
 * it; `existing` is null for a new product, `requested` the status the write asks for, if any.
 *
 * - A product staff unpublished stays a draft, so no public page shows it. Asking to publish it is a
 *   request for review ('resubmitted', staff's reason kept) that staff approve (published) or turn down
 *   (unpublished again); asking for a draft withdraws the request ('unpublished' again). Other edits
 *   leave its state as it is.
 * - Any other product goes on sale when published (post-moderation) and waits for review ('pending');
 *   so does a published product that is `edited`. The first publication stamps published_at. Making a
 *   product a draft leaves its review state.
 */
export function publishingChange(existing: PublishingState | null, requested: ProductStatus | undefined, options: { edited: boolean }): PublishingChange {
  if (existing && removedByStaff(existing.moderationStatus)) {
    if (requested === 'published') {
      return {
        values: { status: 'draft', moderationStatus: 'resubmitted' },
        mustBeComplete: true,
        reviewRequested: existing.moderationStatus === 'unpublished',
      };
    }
    if (requested === 'draft' && existing.moderationStatus === 'resubmitted') {
      return { values: { status: 'draft', moderationStatus: 'unpublished' }, mustBeComplete: false, reviewRequested: false };
    }
    // Other edits keep a request for review, so a resubmitted product must stay publishable.
    return { values: requested ? { status: 'draft' } : {}, mustBeComplete: existing.moderationStatus === 'resubmitted', reviewRequested: false };
  }
  const status = requested ?? existing?.status ?? 'draft';
  if (status === 'draft') return { values: requested ? { status } : {}, mustBeComplete: false, reviewRequested: false };
  if (existing?.status === 'published' && !options.edited) return { values: {}, mustBeComplete: true, reviewRequested: false };
  return {
    values: { status: 'published', moderationStatus: 'pending', ...(existing?.publishedAt ? {} : { publishedAt: new Date() }) },
    mustBeComplete: true,
    reviewRequested: false,
  };
}

/** A product that must stay complete while it is on sale or waiting for staff to put it back on sale (it may not lose its last image). */
export const mustStayPublishable = (state: PublishingState): boolean => publishingChange(state, undefined, { edited: true }).mustBeComplete;

/** Who is writing, for the audit entry of a review request. */
export interface PublishingActor {
  auth: Pick<AuthContext, 'userId' | 'user' | 'roles'>;
  ip?: string;
}

/** A product's status and review as they are now, its row locked until the transaction ends (staff may be deciding on it). */
async function lockPublishingState(tx: Database, productId: string): Promise<PublishingState> {
  const [row] = await tx
    .select({
      status: products.status,
      publishedAt: products.publishedAt,
      moderationStatus: products.moderationStatus,
      moderationNote: products.moderationNote,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const publishingSnapshot = (state: PublishingState) => ({
  status: state.status,
  moderation_status: state.moderationStatus ?? 'pending',
  moderation_note: state.moderationNote ?? null,
});

/**
 * A seller's write to an existing product, as far as status and review go, in its transaction `tx`:
 * locks the row, decides with `publishingChange` and records a review request in the audit log.
 * The caller writes the returned values with the rest of the change, in the same transaction.
 */
export async function decidePublishing(
  tx: Database,
  actor: PublishingActor,
  productId: string,
  requested: ProductStatus | undefined,
  options: { edited: boolean },
): Promise<PublishingChange> {
  const before = await lockPublishingState(tx, productId);
  const change = publishingChange(before, requested, options);
  if (change.reviewRequested) {
    await recordAudit(tx, {
      actorId: actor.auth.userId,
      actorRole: actorRoleOf(actor.auth),
      action: 'product.review_requested',
      subjectType: 'product',
      subjectId: productId,
      before: publishingSnapshot(before),
      after: publishingSnapshot({ ...before, ...change.values }),
      ip: actor.ip ?? null,
    });
  }
  return change;
}
