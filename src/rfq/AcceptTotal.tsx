// The order the Accept dialog is about to place, as the server figures it (POST …/accept-preview, the
// accept's own code): each chosen line at its quoted price, the quote's shipping, the total and the
// delivery term. Nothing is added up here.
import { lazy, Suspense, useEffect, useState } from 'react';
import { quantityText } from '../components/catalogue-format';
import { TextSkeleton } from '../components/Skeleton';
import { formatMoney } from '../components/money';
import type { QuoteAcceptPreview, QuoteAcceptPreviewInput } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { useLanguage } from './rfq-display';
import type { AwardPreview } from '../contract/company-approvals';

// What the company's rules and limits make of the award: loaded only for a company member's preview.
const CompanyCheckPreview = lazy(() => import('../company/CompanyCheckNotice').then((m) => ({ default: m.CompanyCheckPreview })));

/** What the dialog asks the preview for: the lines (none: the whole quote), or why it cannot ask yet. */
export type PreviewRequest = { body: QuoteAcceptPreviewInput } | { blocked: 'noItems' | 'badQuantity' };

/** The order an accept of these lines would place, figured by the server (nothing is written); here, not in ./api, which the seller portal's first page loads. */
const previewAccept = (rfqId: string, quoteId: string, input: QuoteAcceptPreviewInput, signal?: AbortSignal) =>
  api.post<QuoteAcceptPreview>(['rfqs', rfqId, 'quotes', quoteId, 'accept-preview'].map(encodeURIComponent).join('/'), input, { signal, toast: false });

type PreviewState = { kind: 'loading' } | { kind: 'ready'; preview: QuoteAcceptPreview } | { kind: 'failed'; message: string };

/** Asks the server for the preview of `request`, a moment after the choice settles; the last answer wins. */
function usePreview(rfqId: string, quoteId: string, request: PreviewRequest): PreviewState | null {
  // Each answer is kept with the request it answers: until the current one's arrives, it is loading.
  const [answer, setAnswer] = useState<{ key: string; state: PreviewState } | null>(null);
  const key = JSON.stringify(request);
  useEffect(() => {
    const current = JSON.parse(key) as PreviewRequest;
    if ('blocked' in current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void previewAccept(rfqId, quoteId, current.body, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, state: result.success ? { kind: 'ready', preview: result.data } : { kind: 'failed', message: translateMessage(result.message) } });
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rfqId, quoteId, key]);
  if ('blocked' in request) return null;
  return answer?.key === key ? answer.state : { kind: 'loading' };
}

export function AcceptTotal({ rfqId, quoteId, request, supplierName }: { rfqId: string; quoteId: string; request: PreviewRequest; supplierName?: string }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const state = usePreview(rfqId, quoteId, request);
  const money = (minor: number, currency: string) => <span className="rfq-money">{formatMoney(minor, currency, language)}</span>;

  let body: React.ReactNode;
  if ('blocked' in request) {
    body = <p className="rfq-muted">{t(request.blocked === 'noItems' ? 'rfqCompare.totalNeedsItems' : 'rfqCompare.totalNeedsQuantities')}</p>;
  } else if (!state || state.kind === 'loading') {
    body = <TextSkeleton lines={3} />;
  } else if (state.kind === 'failed') {
    body = (
      <p className="accept-total-problem" role="alert">
        {state.message}
      </p>
    );
  } else {
    const { preview } = state;
    const company = (preview as AwardPreview).company ?? null;
    body = (
      <>
        {company && (
          <Suspense fallback={null}>
            <CompanyCheckPreview check={company} award supplierName={() => supplierName ?? '—'} />
          </Suspense>
        )}
        <dl className="accept-total-rows">
          {preview.lines.map((line) => (
            <div key={line.rfq_line_id}>
              <dt>
                <span>{line.name}</span>
                <span className="rfq-muted">
                  {t('rfqCompare.totalLine', {
                    quantity: quantityText(t, line.quantity, line.unit, language),
                    price: formatMoney(line.unit_price_minor, preview.currency, language),
                  })}
                </span>
              </dt>
              <dd>{money(line.line_total_minor, preview.currency)}</dd>
            </div>
          ))}
          <div className="accept-total-shipping">
            <dt>{t('rfqCompare.totalShipping')}</dt>
            <dd>{money(preview.shipping_minor, preview.currency)}</dd>
          </div>
          <div className="accept-total-sum">
            <dt>{t('rfqCompare.totalSum')}</dt>
            <dd data-testid="accept-total">{money(preview.total_minor, preview.currency)}</dd>
          </div>
        </dl>
        <p className="rfq-muted accept-total-term">
          {t('rfqCompare.deliveryTerm')}: <strong>{preview.incoterm_place ? `${preview.incoterm} ${preview.incoterm_place}` : preview.incoterm}</strong>
        </p>
      </>
    );
  }
  return (
    <section className="accept-total" aria-labelledby="accept-total-title" aria-live="polite" aria-busy={state?.kind === 'loading'}>
      <h3 id="accept-total-title">{t('rfqCompare.totalTitle')}</h3>
      {body}
    </section>
  );
}
