// Amounts in a currency's minor units written out for people and bank files, exactly (no floating point).
import { CURRENCIES, type Currency } from '../../src/contract/catalog-constants';

/** An amount in minor units as a decimal string in major units ("1234.50"; JPY "1500"), as bank files want it. */
export function decimalAmount(amountMinor: number, currency: string): string {
  const digits = currency in CURRENCIES ? CURRENCIES[currency as Currency] : 2;
  if (digits === 0) return String(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** An amount as the history, the audit log and notifications write it: "1250.00 EUR". */
export const amountText = (amountMinor: number, currency: string): string => `${decimalAmount(amountMinor, currency)} ${currency}`;
