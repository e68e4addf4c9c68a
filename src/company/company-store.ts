// The signed-in buyer's company as GET /v1/company answers it: the company, my role and the permissions
// it holds (ROLE_PERMISSIONS in the contract), and, for approvers, how many requests wait for them. One
// small store: the buyer shell loads it at sign-in, and a page that changes the company (creating one,
// joining, leaving, a role change) asks for a refresh so the sidebar and the top bar follow at once.
import { useSyncExternalStore } from 'react';
import type { CompanyPermission } from '../contract/company-messages';
import type { MyCompany } from '../contract/company';
import { api } from '../providers/http';

export interface CompanyState {
  /** False until the first answer (or for anyone not signed in as a buyer). */
  loaded: boolean;
  /** Null for a buyer without a company. */
  mine: MyCompany | null;
  /** Approval requests the caller can decide now (approvers only). */
  awaitingApprovals: number;
}

const EMPTY: CompanyState = { loaded: false, mine: null, awaitingApprovals: 0 };
let state: CompanyState = EMPTY;
const listeners = new Set<() => void>();

function set(next: CompanyState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Whether my role holds a permission now (none while suspended: the server sends an empty list). */
export const holdsPermission = (permission: string, current: CompanyState = state): boolean =>
  current.mine?.membership.permissions.includes(permission as CompanyPermission) ?? false;

/** The newest request wins: an older answer arriving late must not overwrite a newer one. */
let generation = 0;

/** Reads the company and, for an approver, the awaiting count. Failures keep what was known. */
export async function refreshCompany(): Promise<void> {
  const mine = ++generation;
  const result = await api.get<MyCompany | null>('/company', { toast: false, retry: false });
  if (mine !== generation || !result.success) return;
  const company = result.data ?? null;
  const next: CompanyState = { loaded: true, mine: company, awaitingApprovals: 0 };
  if (holdsPermission('approvals.decide', next)) {
    const count = await api.get<{ awaiting: number }>('/company/approvals/count', { toast: false, retry: false });
    if (mine !== generation) return;
    if (count.success) next.awaitingApprovals = count.data.awaiting;
  }
  set(next);
}

/** The awaiting count again (after a decision), without reloading the company. */
export async function refreshApprovalCount(): Promise<void> {
  if (!holdsPermission('approvals.decide')) return;
  const count = await api.get<{ awaiting: number }>('/company/approvals/count', { toast: false, retry: false });
  if (count.success) set({ ...state, awaitingApprovals: count.data.awaiting });
}

/** Signed out, or not a buyer: nothing is known. */
export function resetCompany(): void {
  generation += 1;
  set(EMPTY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export function useCompany(): CompanyState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The state now, outside React (a form's defaults). */
export const companyState = (): CompanyState => state;
