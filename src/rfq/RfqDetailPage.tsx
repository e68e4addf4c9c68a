// The buyer's RFQ pages in the buyer shell: My RFQs (/rfq/mine) and one request with its quotes side by
// side (/rfq/mine/:id), where the buyer shortlists, declines (with a reason) or accepts a quote, whole
// or for chosen items and quantities, into a pending order.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Pagination, Radio, Select, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRemote } from '../ssr/useRemote';
import { useOpenConversation } from '../chat/useOpenConversation';
import { SearchInput } from '../components/SearchInput';
import type { Address } from '../contract/addresses';
import { PAYMENT_METHODS } from '../contract/operations';
import { RFQ_REASON_MAX, RFQ_STATUSES, quoteDeclineSchema, type BuyerQuote, type BuyerRfq, type BuyerRfqSummary, type RfqStatus } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { loadAddresses } from '../ordering/api';
import { toast } from '../providers/toast';
import { formatNumber } from '../engine/format';
import { ErrorState, PageHeader, RecordPageFallback } from '../engine/states';
import { zodRule } from '../engine/rules';
import { acceptQuote, cancelRfq, closeRfq, declineQuote, listMyRfqs, loadMyRfq, newIdempotencyKey, openRfq, shortlistQuote } from './api';
import { Comparison } from './Comparison';
import { DateText, namePath, QuoteStatusTag, RfqStatusTag, useLanguage } from './parts';
import { RfqFacts, RfqLinesTable } from './RfqSummary';

const PAGE_SIZE = 20;

export function MyRfqsPage() {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const status = (RFQ_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as RfqStatus) : undefined;
  const query = { page, limit: PAGE_SIZE, q: q || undefined, status };
  const { result, retry } = useRemote(`rfqs?${JSON.stringify(query)}`, (signal) => listMyRfqs(query, signal));
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const rows = result?.success ? result.data : [];
  return (
    <div className="resource-page rfq-page">
      <PageHeader
        title={t('rfqNav.mine')}
        extra={
          <Link to="/rfq/new">
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('rfqNav.post')}
            </Button>
          </Link>
        }
      />
      <div className="rfq-board-filters">
        <SearchInput value={q} placeholder={t('rfq.searchMine')} label={t('resources.search')} onChange={(value) => set({ q: value })} />
        <Select<string>
          allowClear
          aria-label={t('rfq.status')}
          placeholder={t('rfq.status')}
          value={status}
          onChange={(value) => set({ status: value })}
          options={RFQ_STATUSES.map((value) => ({ value, label: t(`rfqStatus.${value}`) }))}
        />
      </div>
      {result && !result.success ? (
        <ErrorState error={{ message: result.message, statusCode: result.status }} onRetry={retry} />
      ) : (
        <Table<BuyerRfqSummary>
          rowKey="id"
          loading={!result}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t('rfq.mineEmpty') }}
          columns={[
            {
              key: 'rfq',
              title: t('rfq.request'),
              render: (_, rfq) => (
                <span className="rfq-stack">
                  <Link to={`/rfq/mine/${rfq.id}`}>
                    <strong>{rfq.title}</strong>
                  </Link>
                  <span className="rfq-muted rfq-wrap">
                    {rfq.number} · {rfq.lines_preview}
                  </span>
                </span>
              ),
            },
            { key: 'status', title: t('rfq.status'), render: (_, rfq) => <RfqStatusTag status={rfq.status} /> },
            {
              key: 'quotes',
              title: t('rfq.quotes'),
              align: 'right',
              render: (_, rfq) => t('rfq.quotesOf', { count: rfq.quote_count, wanted: formatNumber(rfq.quotes_wanted, language) }),
            },
            { key: 'valid', title: t('rfq.validUntil'), render: (_, rfq) => <DateText iso={rfq.valid_until} /> },
          ]}
        />
      )}
      {result?.success && (result.total ?? 0) > PAGE_SIZE && (
        <Pagination current={page} pageSize={PAGE_SIZE} total={result.total} showSizeChanger={false} onChange={(next) => set({ page: String(next) })} />
      )}
    </div>
  );
}

interface AcceptValues {
  lines: Array<{ rfq_line_id: string; include: boolean; quantity: number | null }>;
  address_id?: string;
  payment_method: (typeof PAYMENT_METHODS)[number];
  note?: string;
  decline_others: boolean;
}

/** Accepting a quote: which items and how many (each between its MOQ and the quantity asked for), where to and how to pay. */
export function AcceptDialog({
  rfq,
  quote,
  onClose,
  onAccepted,
}: {
  rfq: BuyerRfq;
  quote: BuyerQuote;
  onClose: () => void;
  onAccepted: (orderId: string, orderNumber: string) => void;
}) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const [form] = Form.useForm<AcceptValues>();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const quoted = useMemo(() => new Map(quote.latest.lines.map((line) => [line.rfq_line_id, line])), [quote]);
  const rows = rfq.lines.filter((line) => quoted.has(line.id));
  const watched = Form.useWatch('lines', form);

  useEffect(() => {
    const controller = new AbortController();
    void loadAddresses(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const list = result.success ? result.data : [];
      setAddresses(list);
      const chosen = list.find((address) => address.is_default_shipping) ?? list[0];
      if (chosen) form.setFieldValue('address_id', chosen.id);
    });
    return () => controller.abort();
  }, [form]);

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as AcceptValues;
    const chosen = values.lines.map((line, index) => ({ ...line, index })).filter((line) => line.include);
    if (chosen.length === 0) {
      setProblem(t('rfqCompare.chooseItems'));
      return;
    }
    const whole = chosen.length === rows.length && chosen.every((line) => line.quantity === rfq.lines.find((l) => l.id === line.rfq_line_id)?.quantity);
    const body = {
      address_id: values.address_id ?? '',
      payment_method: values.payment_method,
      ...(values.note ? { note: values.note } : {}),
      ...(whole ? {} : { lines: chosen.map((line) => ({ rfq_line_id: line.rfq_line_id, quantity: line.quantity ?? 0 })) }),
      decline_others: values.decline_others,
    };
    setBusy(true);
    try {
      const result = await acceptQuote(rfq.id, quote.id, body, key);
      if (!result.success) {
        const errors = result.errors ?? {};
        form.setFields(
          Object.entries(errors).map(([field, message]) => {
            const path = namePath(field);
            // `lines.<n>` of the request counts only the chosen items: back to the dialog's rows.
            if (path[0] === 'lines' && typeof path[1] === 'number' && !whole) path[1] = chosen[path[1]]?.index ?? path[1];
            return { name: path as never, errors: [translateMessage(message)] };
          }),
        );
        setProblem(translateMessage(result.message));
        return;
      }
      toast.success(translateMessage(result.message));
      onAccepted(result.data.order.id, result.data.order.number);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('rfqCompare.acceptTitle', { supplier: quote.supplier.name })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('rfqCompare.acceptConfirm')}
      cancelText={t('rfq.cancelAction')}
      okButtonProps={{ loading: busy }}
      width={720}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          lines: rows.map((line) => ({ rfq_line_id: line.id, include: true, quantity: line.quantity })),
          payment_method: 'bank_transfer',
          decline_others: true,
        }}
      >
        {problem && <Alert type="error" showIcon message={problem} className="rfq-form-alert" role="alert" />}
        <p className="rfq-muted">{t('rfqCompare.acceptText')}</p>
        <Form.List name="lines">
          {(fields) =>
            fields.map((field, index) => {
              const line = rows[index];
              const moq = quoted.get(line.id)?.moq ?? 1;
              return (
                <Space key={field.key} align="baseline" wrap className="rfq-accept-line">
                  <Form.Item name={[field.name, 'include']} valuePropName="checked" noStyle>
                    <Checkbox>{line.name}</Checkbox>
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('rfqCompare.quantityRange', { min: formatNumber(moq, language), max: formatNumber(line.quantity, language) })}
                    rules={[
                      {
                        type: 'number',
                        min: moq,
                        max: line.quantity,
                        message: t('rfqCompare.quantityOutOfRange', { min: formatNumber(moq, language), max: formatNumber(line.quantity, language) }),
                      },
                    ]}
                  >
                    <InputNumber min={1} max={line.quantity} precision={0} disabled={watched?.[index]?.include === false} />
                  </Form.Item>
                </Space>
              );
            })
          }
        </Form.List>
        <Form.Item name="address_id" label={t('rfqCompare.shipTo')} required>
          <Select
            loading={addresses === null}
            options={(addresses ?? []).map((address) => ({ value: address.id, label: `${address.label} — ${address.contact_name}, ${address.city}` }))}
            notFoundContent={<Link to="/address">{t('rfqCompare.addAddress')}</Link>}
          />
        </Form.Item>
        <Form.Item name="payment_method" label={t('rfqCompare.payment')} required>
          <Radio.Group options={PAYMENT_METHODS.map((value) => ({ value, label: t(`myOrders.${value}`) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('rfqCompare.orderNote')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="decline_others" valuePropName="checked">
          <Checkbox>{t('rfqCompare.declineOthers')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

const reasonRule = zodRule(quoteDeclineSchema.shape.reason);

function DeclineDialog({ quote, onClose, onSubmit }: { quote: BuyerQuote; onClose: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('rfq');
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('rfqCompare.declineTitle', { supplier: quote.supplier.name })}
      onCancel={onClose}
      okText={t('rfqCompare.decline')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('rfq.cancelAction')}
      onOk={async () => {
        const { reason } = await form.validateFields();
        setBusy(true);
        try {
          await onSubmit(reason.trim());
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('rfqCompare.reason')} rules={[reasonRule]} required extra={t('rfqCompare.reasonHelp')}>
          <Input.TextArea rows={3} maxLength={RFQ_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RfqDetailPage() {
  const { t } = useTranslation('rfq');
  const { id = '' } = useParams();
  const remote = useRemote(`rfqs/${id}`, (signal) => loadMyRfq(id, signal));
  const [accepting, setAccepting] = useState<BuyerQuote | null>(null);
  const [declining, setDeclining] = useState<BuyerQuote | null>(null);
  const [ordered, setOrdered] = useState<{ id: string; number: string } | null>(null);
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
              <Button type="primary" onClick={() => void run(() => openRfq(rfq.id))}>
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
      </section>
      {accepting && (
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
