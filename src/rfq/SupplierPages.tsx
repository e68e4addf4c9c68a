// The supplier's two RFQ pages inside the seller portal: one request as the supplier sees it, with the
// quote form when it may quote (/rfq-board/:id), and its own quote with the history of versions, the
// revise form, withdraw and the quote's conversation (/quotes/:id).
import { FileSearchOutlined, MessageOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRemote } from '../ssr/useRemote';
import { useOpenConversation } from '../chat/useOpenConversation';
import { isLiveQuote, type SupplierQuote } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { PageHeader, RecordPageFallback } from '../engine/states';
import { AllowanceNote } from './AllowanceNote';
import { loadQuote, loadSupplierRfq, newIdempotencyKey, reviseQuote, submitQuote, withdrawQuote } from './api';
import { initialQuoteValues, QuoteForm } from './QuoteForm';
import { VersionHistory, VersionTable } from './Versions';
import { Attachments } from './Attachments';
import { QuoteStatusTag } from './rfq-display';
import { RfqFacts, RfqLinesTable } from './RfqSummary';

export function SupplierRfqPage() {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [key] = useState(newIdempotencyKey);
  const remote = useRemote(`rfq-board/${id}`, (signal) => loadSupplierRfq(id, signal));
  const back = { to: '/rfq-board', label: t('rfqNav.board') };
  if (!remote.result?.success) return <RecordPageFallback remote={remote} back={back} />;
  const rfq = remote.result.data;
  return (
    <div className="resource-page rfq-page">
      <PageHeader title={rfq.title} back={back} extra={<AllowanceNote />} />
      <section className="resource-card">
        <RfqFacts rfq={rfq} />
        <h2 className="rfq-section-title">{t('rfq.items')}</h2>
        <RfqLinesTable lines={rfq.lines} currency={rfq.currency} />
      </section>
      <section className="resource-card" aria-labelledby="quote-title">
        <h2 id="quote-title" className="rfq-section-title">
          {t('rfqQuote.yourQuote')}
        </h2>
        {rfq.my_quote ? (
          <Space wrap>
            <QuoteStatusTag status={rfq.my_quote.status} />
            <Link to={`/quotes/${rfq.my_quote.id}`}>{t('rfqQuote.openYourQuote', { version: rfq.my_quote.version })}</Link>
          </Space>
        ) : rfq.can_quote ? (
          <>
            <p className="rfq-muted">{t('rfqQuote.placesLeft', { count: rfq.places_left })}</p>
            <QuoteForm
              lines={rfq.lines}
              categoryId={rfq.category.id}
              initial={initialQuoteValues(rfq)}
              submitLabelKey="rfqQuote.submit"
              onSubmit={(input) => submitQuote(rfq.id, input, key)}
              onDone={(quote) => navigate(`/quotes/${quote.id}`)}
            />
          </>
        ) : (
          <Alert type="info" showIcon message={translateMessage(rfq.cannot_quote_reason ?? '')} />
        )}
      </section>
    </div>
  );
}

export function SupplierQuotePage() {
  const { t } = useTranslation('rfq');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // The quote's conversation links here with ?revise=1: the form opens at once. Once saved or cancelled the
  // parameter leaves the address (replaced, not a new history entry), so a reload or Back does not reopen it.
  const [revising, setRevisingState] = useState(params.get('revise') === '1');
  const setRevising = (open: boolean) => {
    setRevisingState(open);
    if (!open && params.has('revise')) {
      const next = new URLSearchParams(params);
      next.delete('revise');
      setParams(next, { replace: true });
    }
  };
  const remote = useRemote(`quotes/${id}`, (signal) => loadQuote(id, signal));
  const chat = useOpenConversation();
  const back = { to: '/quotes', label: t('rfqNav.myQuotes') };
  if (!remote.result?.success) return <RecordPageFallback remote={remote} back={back} />;
  const quote: SupplierQuote = remote.result.data;
  const rfq = quote.rfq_detail;
  const live = isLiveQuote(quote.status);
  const canRevise = rfq.status === 'open' && (live || quote.status === 'expired');
  const reload = remote.retry;

  const withdraw = () =>
    Modal.confirm({
      title: t('rfqQuote.withdrawTitle'),
      content: t('rfqQuote.withdrawText'),
      okText: t('rfqQuote.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('rfq.cancelAction'),
      onOk: async () => {
        const answer = await withdrawQuote(quote.id);
        if (answer.success) {
          toast.success(translateMessage(answer.message));
          reload();
        } else toast.error(translateMessage(answer.message));
      },
    });

  return (
    <div className="resource-page rfq-page">
      <PageHeader
        title={rfq.title}
        back={back}
        extra={
          <Space wrap>
            <Button icon={<MessageOutlined aria-hidden />} loading={chat.busy} onClick={() => void chat.open({ kind: 'quote', quote_id: quote.id }, '/chat')}>
              {t('rfqQuote.messageBuyer')}
            </Button>
            {canRevise && !revising && (
              <Button type="primary" onClick={() => setRevising(true)}>
                {t('rfqQuote.revise')}
              </Button>
            )}
            {live && (
              <Button danger icon={<RollbackOutlined aria-hidden />} onClick={withdraw}>
                {t('rfqQuote.withdraw')}
              </Button>
            )}
          </Space>
        }
      >
        <Space wrap>
          <QuoteStatusTag status={quote.status} />
          <span className="rfq-muted">{t('rfqQuote.versionNumber', { version: quote.version })}</span>
          <Link to={`/rfq-board/${rfq.id}`}>
            <FileSearchOutlined aria-hidden /> {rfq.number}
          </Link>
        </Space>
      </PageHeader>
      {quote.status === 'declined' && quote.decline_reason && (
        <Alert type="warning" showIcon message={t('rfqQuote.declinedBecause', { reason: translateMessage(quote.decline_reason) })} />
      )}
      {quote.order && (
        <Alert
          type="success"
          showIcon
          message={
            <span>
              {t('rfqQuote.acceptedOrder')} <Link to={`/OrderDetails/${quote.order.id}`}>{quote.order.number}</Link>
            </span>
          }
        />
      )}
      <section className="resource-card" aria-labelledby="latest-title">
        <h2 id="latest-title" className="rfq-section-title">
          {revising ? t('rfqQuote.reviseTitle') : t('rfqQuote.latestVersion')}
        </h2>
        {revising ? (
          <QuoteForm
            lines={rfq.lines}
            categoryId={rfq.category.id}
            initial={initialQuoteValues(rfq, quote.latest)}
            submitLabelKey="rfqQuote.saveRevision"
            onSubmit={(input) => reviseQuote(quote.id, input)}
            onDone={() => {
              setRevising(false);
              reload();
            }}
            onCancel={() => setRevising(false)}
          />
        ) : (
          <VersionTable version={quote.latest} lines={rfq.lines} />
        )}
        <h3>{t('rfq.attachments')}</h3>
        <Attachments items={quote.attachments} />
        <VersionHistory history={quote.history} lines={rfq.lines} />
      </section>
      <section className="resource-card">
        <h2 className="rfq-section-title">{t('rfqQuote.theRequest')}</h2>
        <RfqFacts rfq={rfq} />
        <RfqLinesTable lines={rfq.lines} currency={rfq.currency} />
      </section>
    </div>
  );
}
