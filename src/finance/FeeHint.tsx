// The marketplace fee a seller's price would pay, shown under the price while a product or a quote is
// edited ("Marketplace fee: 8% — Consumer Electronics", "≈ $12.00 on this price, plus 18% tax on the fee").
// It asks GET /v1/seller/commission-preview once typing stops, only for an entered price, and shows
// nothing while the marketplace has no rule (rate_bp null) or when the preview cannot be read. No antd:
// it loads with the form that shows it.
import { Suspense, useEffect, useState } from 'react';
import type { CommissionPreview } from '../contract/money';
import { formatMoney, intlLocale } from '../components/money';
import { useApiData } from '../engine/useApiData';
import { useTranslation } from '../i18n';
import './fee-hint.css';

const FEE_DEBOUNCE_MS = 400;

export interface FeeHintProps {
  /** The category the price is for; without one, the seller's or the default rule answers. */
  categoryId?: string | null;
  /** The price in minor units; nothing is shown until one above zero is entered. */
  priceMinor: number | null | undefined;
  currency: string;
}

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A rate in basis points as a percentage in the reader's language (800 → "8%", 1250 → "12.5%"). */
const percentText = (basisPoints: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

function FeePreview({ query }: { query: { category_id?: string; price_minor: number; currency: string } }) {
  const { t, i18n } = useTranslation('finance');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useApiData<CommissionPreview>('seller/commission-preview', query);
  if (!data || data.rate_bp === null) return null;
  const rate = percentText(data.rate_bp, language);
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  return (
    <p className="fee-hint" data-testid="fee-hint">
      <span className="fee-hint-rate">
        {data.category_name ? t('finance.fee', { rate, category: data.category_name }) : t('finance.feeAnyCategory', { rate })}
      </span>
      {data.commission_minor !== null && (
        <span className="fee-hint-amount">
          {data.tax_percent > 0
            ? t('finance.feeOnPriceTaxed', { amount: money(data.commission_minor), tax: percentText(data.tax_percent * 100, language) })
            : t('finance.feeOnPrice', { amount: money(data.commission_minor) })}
        </span>
      )}
      {data.fixed_fee_minor ? <span className="fee-hint-amount">{t('finance.feeFixed', { amount: money(data.fixed_fee_minor) })}</span> : null}
    </p>
  );
}

export function FeeHint({ categoryId, priceMinor, currency }: FeeHintProps) {
  const entered = typeof priceMinor === 'number' && Number.isFinite(priceMinor) && priceMinor > 0;
  const key = entered ? JSON.stringify({ category_id: categoryId || undefined, price_minor: priceMinor, currency }) : null;
  const settled = useSettled(key, FEE_DEBOUNCE_MS);
  // Announced politely when it changes; empty (and silent) until a price is entered.
  return (
    <div aria-live="polite" className="fee-hint-region">
      {key !== null && settled !== null && (
        <Suspense fallback={null}>
          <FeePreview query={JSON.parse(settled) as { category_id?: string; price_minor: number; currency: string }} />
        </Suspense>
      )}
    </div>
  );
}
