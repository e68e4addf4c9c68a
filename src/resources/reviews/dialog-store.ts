// Which review the seller's one reply dialog is open for: a row's Reply or Change reply opens it (row
// actions are declared outside React, so they open it through a small store).
import type { SellerReview } from '../../contract/reviews';

interface ReplyRequest {
  review: SellerReview;
  after: () => Promise<void>;
}

let current: ReplyRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: ReplyRequest | null) => {
  current = next;
  for (const listener of [...listeners]) listener();
};

export const replyDialog = {
  open: (review: SellerReview, after: () => Promise<void>) => set({ review, after }),
  close: () => set(null),
  get: (): ReplyRequest | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
