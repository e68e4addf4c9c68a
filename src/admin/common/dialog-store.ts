// The back office's one open decision dialog. Record actions (declared outside React) open it; the
// host mounted once by the shell shows it. Each request carries what to call and what to refresh.
import { useSyncExternalStore } from 'react';
import type { ApiResult } from '../../providers/http';
import type { AdminCategoryRequest, AuditEntry, StaffAccount, VerificationChecklistKey, VerificationStatus } from '../../contract/admin';

/** A decision that takes a note: verify, reject, unpublish, suspend, reinstate, deactivate. */
export interface NoteRequest {
  kind: 'note';
  titleKey: string;
  textKey: string;
  /** A warning shown before the click, of what else the decision does (a rejection that removes a badge). */
  warningKey?: string;
  /** Values for the texts ({{name}}). */
  values?: Record<string, string>;
  noteLabelKey: string;
  /** The contract's message when the note is required and empty; none: the note is optional. */
  requiredMessage?: string;
  confirmKey: string;
  danger?: boolean;
  submit: (note: string | null) => Promise<ApiResult<unknown>>;
  /** The server's field name of the note ('note' or 'reason'), to show its error on the box. */
  noteField?: string;
  after: () => Promise<void>;
}

export interface ApproveCategoryRequest {
  kind: 'approveCategory';
  request: AdminCategoryRequest;
  after: () => Promise<void>;
}

export interface VerificationRequest {
  kind: 'verification';
  sellerId: string;
  sellerName: string;
  current: VerificationStatus;
  /** The checklist's items not done: "Verified" then needs a reason (an override). */
  missing: VerificationChecklistKey[];
  after: () => Promise<void>;
}

export interface StaffRoleRequest {
  kind: 'staffRole';
  account: StaffAccount;
  after: () => Promise<void>;
}

/** A ledger adjustment of one seller: a signed amount in one bucket and currency, with its reason. */
export interface AdjustmentRequest {
  kind: 'adjustment';
  sellerId: string;
  sellerName: string;
  /** The currency chosen at first (the seller's first balance). */
  currency: string;
  after: () => Promise<void>;
}

export interface AuditDiffRequest {
  kind: 'auditDiff';
  entry: AuditEntry;
}

export type AdminDialogRequest = NoteRequest | ApproveCategoryRequest | VerificationRequest | StaffRoleRequest | AdjustmentRequest | AuditDiffRequest;

let current: AdminDialogRequest | null = null;
const listeners = new Set<() => void>();

function set(next: AdminDialogRequest | null): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

export const adminDialog = {
  open: (request: AdminDialogRequest) => set(request),
  close: () => set(null),
  get: (): AdminDialogRequest | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAdminDialog(): AdminDialogRequest | null {
  return useSyncExternalStore(adminDialog.subscribe, adminDialog.get, adminDialog.get);
}
