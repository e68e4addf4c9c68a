// The buyer's RFQ pages in the buyer shell: one request with its quotes side by side (/rfq/mine/:id),
// where the buyer shortlists, declines (with a reason) or accepts a quote, whole or for chosen items
// and quantities, into a pending order. It lists the suppliers the request invited, and says why a
// draft could not be posted (email not verified, the day's limit) with what to do.
import { Alert, Button, Modal, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useRemote } from '../ssr/useRemote';
import { useOpenConversation } from '../chat/useOpenConversation';
import type { BuyerQuote } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { PageHeader, RecordPageFallback } from '../engine/states';
import { cancelRfq, closeRfq, declineQuote, loadMyRfq, openRfq, shortlistQuote } from './api';
// The Accept dialog (its address form and the order's preview) loads when first opened.
const AcceptDialog = lazy(() => import('./AcceptDialog').then((module) => ({ default: module.AcceptDialog })));
import { Comparison } from './Comparison';
import { DeclineDialog } from './DeclineDialog';
import { QuoteStatusTag, RfqStatusTag } from './rfq-display';
import { PostingBlockAlert, postingBlockOf, type PostingBlock } from './PostingBlock';
import { useCountryName } from '../components/countries';
import { RfqFacts, RfqLinesTable } from './RfqSummary';

export function RfqDetailPage() {
  const { t } = useTranslation('rfq');
  const { id = '' } = useParams();
  const remote = useRemote(`rfqs/${id}`, (signal) => loadMyRfq(id, signal));
  const [accepting, setAccepting] = useState<BuyerQuote | null>(null);
  const [declining, setDeclining] = useState<BuyerQuote | null>(null);
  const [ordered, setOrdered] = useState<{ id: string; number: string } | null>(null);
  const [block, setBlock] = useState<PostingBlock | null>(null);
  const countryName = useCountryName();
  const chat = useOpenConversation();
  const back = { to: '/rfq/mine', label: t('rfqNav.mine') };
  const reload = remote.retry;

  if (!remote.result?.success) return <RecordPageFallback remote={remote} back={back} />;
  const rfq = remote.result.data;
  const decisionsOpen = rfq.status === 'open' || rfq.status === 'awarded';

  const run = async (call: () => Promise<{ success: boolean; message: string }>) => {
    const answer = await call();
    if (answer.success) {
      toast.success(translateMessage(answer.message));
      reload();
    } else toast.error(translateMessage(answer.message));
  };
  const post = async () => {
    const answer = await openRfq(rfq.id);
    const refused = answer.success ? null : postingBlockOf(answer);
    setBlock(refused);
    if (!refused) await run(async () => answer);
  };
  const confirmEnd = (kind: 'close' | 'cancel') =>
    Modal.confirm({
      title: t(kind === 'close' ? 'rfqDetail.closeTitle' : 'rfqDetail.cancelTitle'),
      content: t(kind === 'close' ? 'rfqDetail.closeText' : 'rfqDetail.cancelText'),
      okText: t(kind === 'close' ? 'rfqDetail.close' : 'rfqDetail.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('rfq.cancelAction'),
      onOk: () => run(() => (kind === 'close' ? closeRfq(rfq.id) : cancelRfq(rfq.id))),
    });

  return (
    <div className="resource-page rfq-page">
      <PageHeader
        title={rfq.title}
        back={back}
        extra={
          <Space wrap>
            {rfq.status === 'draft' && (
              <Button type="primary" onClick={() => void post()}>
                {t('rfqDetail.post')}
              </Button>
            )}
            {rfq.status === 'open' && <Button onClick={() => confirmEnd('close')}>{t('rfqDetail.close')}</Button>}
            {(rfq.status === 'open' || rfq.status === 'draft') && (
              <Button danger onClick={() => confirmEnd('cancel')}>
                {t('rfqDetail.cancel')}
              </Button>
            )}
          </Space>
        }
      >
        <span>
          <RfqStatusTag status={rfq.status} /> <span className="rfq-muted">{rfq.number}</span>
        </span>
      </PageHeader>
      {block && rfq.status === 'draft' && <PostingBlockAlert block={block} />}
      {ordered && (
        <Alert
          type="success"
          showIcon
          message={
            <span>
              {t('rfqDetail.ordered')} <Link to={`/orders/${ordered.id}`}>{ordered.number}</Link>
            </span>
          }
        />
      )}
      {rfq.staff_close_kind && (
        <Alert
          type="warning"
          showIcon
          message={t('rfqDetail.closedByStaff', { kind: t(`rfqDetail.kind_${rfq.staff_close_kind}`) })}
          description={rfq.close_reason}
        />
      )}
      <section className="resource-card" aria-labelledby="compare-title">
        <h2 id="compare-title" className="rfq-section-title">
          {t('rfqCompare.titleCount', { count: rfq.quotes.length })}
        </h2>
        {rfq.quotes.length === 0 ? (
          <p className="rfq-muted">{rfq.status === 'draft' ? t('rfqDetail.draftNoQuotes') : t('rfqDetail.noQuotes')}</p>
        ) : (
          <Comparison
            lines={rfq.lines}
            quotes={rfq.quotes}
            decisionsOpen={decisionsOpen}
            rfqCurrency={rfq.currency}
            actions={{
              shortlist: (quote) => void run(() => shortlistQuote(rfq.id, quote.id)),
              decline: setDeclining,
              accept: setAccepting,
              message: (quote) => void chat.open({ kind: 'quote', quote_id: quote.id }, '/messages/all'),
            }}
          />
        )}
        {rfq.quotes.some((quote) => quote.order) && (
          <ul className="rfq-attachments">
            {rfq.quotes
              .filter((quote) => quote.order)
              .map((quote) => (
                <li key={quote.id}>
                  <QuoteStatusTag status={quote.status} /> {quote.supplier.name}: <Link to={`/orders/${quote.order!.id}`}>{quote.order!.number}</Link>
                </li>
              ))}
          </ul>
        )}
      </section>
      <section className="resource-card">
        <h2 className="rfq-section-title">{t('rfqDetail.request')}</h2>
        <RfqFacts rfq={rfq} />
        <RfqLinesTable lines={rfq.lines} currency={rfq.currency} />
        {rfq.invited.length > 0 && (
          <>
            <h3 id="invited-title">{t('rfqDetail.invited')}</h3>
            <ul className="rfq-invited" aria-labelledby="invited-title">
              {rfq.invited.map((supplier) => (
                <li key={supplier.id}>
                  <Link to={`/supplier/${encodeURIComponent(supplier.id)}`}>{supplier.name}</Link>
                  {supplier.country && <span className="rfq-muted"> · {countryName(supplier.country) ?? supplier.country}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {accepting && (
        <Suspense fallback={null}>
          <AcceptDialog
            rfq={rfq}
            quote={accepting}
            onClose={() => setAccepting(null)}
            onAccepted={(orderId, orderNumber) => {
              setAccepting(null);
              setOrdered({ id: orderId, number: orderNumber });
              reload();
            }}
          />
        </Suspense>
      )}
      {declining && (
        <DeclineDialog
          quote={declining}
          onClose={() => setDeclining(null)}
          onSubmit={async (reason) => {
            const answer = await declineQuote(rfq.id, declining.id, reason);
            if (answer.success) {
              setDeclining(null);
              toast.success(translateMessage(answer.message));
              reload();
            } else toast.error(translateMessage(answer.message));
          }}
        />
      )}
    </div>
  );
}
