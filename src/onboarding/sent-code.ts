// The mobile step's sent code, as far as a reload needs it: the number it went to, when it expires and
// when another may be sent. Kept in this tab's sessionStorage, per user; never the code itself.
import type { PhoneForm } from '../contract/onboarding';

const STORAGE_KEY = 'b2b_mobile_code_sent';

export interface SentCode {
  userId: string;
  number: PhoneForm;
  /** Epoch milliseconds. */
  expiresAt: number;
  resendAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Access to sessionStorage can throw (disabled storage, sandboxed frames).
    return null;
  }
}

export function rememberSentCode(sent: SentCode): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(sent));
  } catch {
    // A full or refused storage only costs the code step after a reload.
  }
}

export function forgetSentCode(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** The code sent to `userId` that has not expired yet; any other record (expired, another user's, damaged) is dropped. */
export function sentCodeOf(userId: string | undefined): SentCode | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const sent = JSON.parse(raw) as Partial<SentCode>;
    if (
      typeof sent.userId === 'string' &&
      sent.userId === userId &&
      typeof sent.number?.country_code === 'string' &&
      typeof sent.number.phone_number === 'string' &&
      typeof sent.resendAt === 'number' &&
      typeof sent.expiresAt === 'number' &&
      sent.expiresAt > Date.now()
    ) {
      return sent as SentCode;
    }
  } catch {
    // Damaged: dropped below.
  }
  forgetSentCode();
  return null;
}
