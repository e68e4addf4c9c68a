// The approvals queue (/company/approvals, approvals.decide): requests awaiting a decision with the
// requester, total, suppliers and why they wait; Approve (an optional note) or Reject (a reason the
// requester reads). When prices or stock changed since the request, the server answers 409 with the
// changes: they are shown, and the approver may approve again at the new prices.
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../components/Button';
import { StatusTag } from '../components/StatusTag';
import { Pager } from '../components/Pager';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { formatMoney } from '../components/money';
import type { ApprovalChange, ApprovalRequest, ApprovalStatus } from '../contract/company-approvals';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../engine/states';
import { useApiData } from '../engine/useApiData';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { reasonTexts } from './approval-text';
import { refreshApprovalCount } from './company-store';
import './company.css';

const PAGE_SIZE = 20;
const STATUS_TONES: Record<ApprovalStatus, string> = { awaiting: 'gold', approved: 'success', rejected: 'error', expired: 'default', cancelled: 'default' };

type Decision = { kind: 'approve' | 'reject'; request: ApprovalRequest };

const suppliersOf = (request: ApprovalRequest) => [...new Map(request.lines.map((line) => [line.seller_id, line.seller_name])).values()];

function DecisionDialog({ decision, onClose, onDone }: { decision: Decision; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('companyPortal');
  const language = i18n.resolvedLanguage ?? 'en';
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [changes, setChanges] = useState<ApprovalChange[] | null>(null);
  const { request, kind } = decision;
  const approve = kind === 'approve';
  const path = `/company/approvals/${encodeURIComponent(request.id)}/${kind}`;

  const submit = async () => {
    if (!approve && !note.trim()) return setProblem(t('companyPortal.rejectNoteNeeded'));
    setBusy(true);
    setProblem(null);
    const acceptPrices = changes
      ?.filter((change) => change.unit_price_minor !== null)
      .map((change) => ({ key: change.key, unit_price_minor: change.unit_price_minor as number }));
    const body = approve
      ? { ...(note.trim() ? { note: note.trim() } : {}), ...(acceptPrices?.length ? { accept_prices: acceptPrices } : {}) }
      : { note: note.trim() };
    const result = await api.post(path, body, { successToast: true, toast: false });
    setBusy(false);
    if (result.success) return onDone();
    const details = result.details as { changes?: ApprovalChange[] } | undefined;
    // The changes, when the answer lists them, say it all (in the warning above the table).
    if (result.status === 409 && details?.changes?.length) return setChanges(details.changes);
    setProblem(result.errors?.note ?? result.message);
  };

  // A line gone, or one its stock no longer fills, cannot be approved again as it stands.
  const blocked = changes?.some((change) => change.unit_price_minor === null || change.problem === 'not_enough_stock') ?? false;
  return (
    <Modal
      open
      onCancel={onClose}
      title={t(approve ? 'companyPortal.approveTitle' : 'companyPortal.rejectTitle', { number: request.number })}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('resources.cancel')}
        </Button>,
        <Button key="go" type="primary" danger={!approve} loading={busy} disabled={approve && blocked} onClick={() => void submit()}>
          {approve ? t(changes ? 'companyPortal.approveNewPrices' : 'companyPortal.approve') : t('companyPortal.reject')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <p>{t(approve ? 'companyPortal.approveText' : 'companyPortal.rejectText', { name: request.requester.name })}</p>
      {changes && (
        <div className="company-changes" role="region" aria-label={t('companyPortal.changesTitle')}>
          <Alert
            type="warning"
            showIcon
            message={t('companyPortal.changesTitle')}
            description={t(blocked ? 'companyPortal.changesBlocked' : 'companyPortal.changesText')}
          />
          <table className="company-table">
            <thead>
              <tr>
                <th>{t('companyPortal.product')}</th>
                <th>{t('companyPortal.change')}</th>
                <th className="is-number">{t('companyPortal.was')}</th>
                <th className="is-number">{t('companyPortal.now')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key}>
                  <td>{change.name}</td>
                  <td>{t(`companyPortal.problem_${change.problem}`)}</td>
                  <td className="is-number">
                    {change.seen_unit_price_minor === null ? '—' : formatMoney(change.seen_unit_price_minor, change.currency, language)}
                  </td>
                  <td className="is-number">{change.unit_price_minor === null ? '—' : formatMoney(change.unit_price_minor, change.currency, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <label className="company-label" htmlFor="approval-note">
        {t(approve ? 'companyPortal.noteOptional' : 'companyPortal.rejectReason')}
      </label>
      <Input.TextArea id="approval-note" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      {problem && (
        <p className="company-error" role="alert">
          {translateMessage(problem)}
        </p>
      )}
    </Modal>
  );
}

function RequestCard({ request, onDecide }: { request: ApprovalRequest; onDecide: (decision: Decision) => void }) {
  const { t, i18n } = useTranslation('companyPortal');
  const language = i18n.resolvedLanguage ?? 'en';
  const suppliers = suppliersOf(request);
  const supplierName = (id: string) => request.lines.find((line) => line.seller_id === id)?.seller_name ?? '—';
  const reasons = reasonTexts(t, language, request.currency, request.rules, request.limits, supplierName);
  return (
    <li className="resource-card approval-card">
      <div className="approval-head">
        <div>
          <h2 className="approval-title">
            {request.number} <StatusTag color={STATUS_TONES[request.status]}>{t(`companyPortal.status_${request.status}`)}</StatusTag>
            {request.kind === 'rfq_award' && <StatusTag>{t('companyPortal.award')}</StatusTag>}
          </h2>
          <p className="company-muted">
            {t('companyPortal.requestedBy', { name: request.requester.name, time: relativeTimeText(request.created_at, language) })}
          </p>
        </div>
        <strong className="approval-total">{formatMoney(request.total_minor, request.currency, language)}</strong>
      </div>
      <dl className="company-facts">
        <dt>{t('companyPortal.suppliers')}</dt>
        <dd>{suppliers.join(', ')}</dd>
        <dt>{t('companyPortal.why')}</dt>
        <dd>
          <ul className="approval-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </dd>
        {request.rfq && (
          <>
            <dt>{t('companyPortal.rfq')}</dt>
            <dd>
              <Link to={`/rfq/mine/${encodeURIComponent(request.rfq.id)}`}>
                {request.rfq.number} · {request.rfq.title}
              </Link>
            </dd>
          </>
        )}
        {request.note && (
          <>
            <dt>{t('companyPortal.requesterNote')}</dt>
            <dd>{request.note}</dd>
          </>
        )}
        {request.status === 'awaiting' ? (
          <>
            <dt>{t('companyPortal.expires')}</dt>
            <dd>{exactTimeText(request.expires_at, language)}</dd>
          </>
        ) : (
          request.decided_by && (
            <>
              <dt>{t('companyPortal.decidedBy')}</dt>
              <dd>
                {request.decided_by.name}
                {request.decision_note ? ` · ${request.decision_note}` : ''}
              </dd>
            </>
          )
        )}
        {request.orders.length > 0 && (
          <>
            <dt>{t('companyPortal.orders')}</dt>
            <dd>
              {request.orders.map((order) => (
                <Link key={order.id} to={`/orders/${encodeURIComponent(order.id)}`} className="approval-order">
                  {order.number}
                </Link>
              ))}
            </dd>
          </>
        )}
      </dl>
      <details className="approval-lines">
        <summary>{t('companyPortal.linesCount', { count: request.lines.length })}</summary>
        <ul>
          {request.lines.map((line) => (
            <li key={line.key}>
              {line.name} · {line.quantity} {line.unit ?? ''} × {formatMoney(line.unit_price_minor, line.currency, language)} · {line.seller_name}
            </li>
          ))}
        </ul>
      </details>
      {request.status === 'awaiting' && request.can_decide && (
        <div className="approval-actions">
          <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => onDecide({ kind: 'reject', request })}>
            {t('companyPortal.reject')}
          </Button>
          <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => onDecide({ kind: 'approve', request })}>
            {t('companyPortal.approve')}
          </Button>
        </div>
      )}
      {request.status === 'awaiting' && !request.can_decide && <p className="company-muted">{t('companyPortal.cannotDecide')}</p>}
    </li>
  );
}

export default function ApprovalsPage() {
  const { t } = useTranslation('companyPortal');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? 'awaiting') as ApprovalStatus | 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useApiData<ApprovalRequest[]>('/company/approvals', { status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE });
  const [decision, setDecision] = useState<Decision | null>(null);
  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.status !== undefined) search.set('status', next.status);
    search.set('page', String(next.page ?? 1));
    setParams(search);
  };

  let body;
  if (requests.error && !requests.data) body = <ErrorState error={{ message: requests.error, statusCode: 0 }} onRetry={requests.reload} />;
  else if (!requests.data) body = <TableSkeleton rows={4} />;
  else if (requests.data.length === 0) body = <EmptyState text={t(status === 'awaiting' ? 'companyPortal.queueEmpty' : 'companyPortal.queueEmptyOther')} />;
  else
    body = (
      <>
        <ul className="approval-list" aria-busy={requests.loading}>
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} onDecide={setDecision} />
          ))}
        </ul>
        <Pager
          current={page}
          pageSize={PAGE_SIZE}
          total={requests.total}
          onChange={(next) => go({ page: next })}
          totalText={t('resources.total', { count: requests.total })}
        />
      </>
    );

  return (
    <div className="resource-page company-page">
      <PageHeader title={t('buyerNav.approvals')}>
        <span className="company-muted">{t('companyPortal.queueIntro')}</span>
      </PageHeader>
      <Segmented
        className="approval-filter"
        value={status}
        onChange={(value) => go({ status: String(value) })}
        options={(['awaiting', 'approved', 'rejected', 'expired', 'all'] as const).map((value) => ({ value, label: t(`companyPortal.status_${value}`) }))}
      />
      {body}
      {decision && (
        <DecisionDialog
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            requests.reload();
            void refreshApprovalCount();
          }}
        />
      )}
    </div>
  );
}

/** One request (/company/approvals/:id, where the approvers' notification links): the same card and decision. */
export function ApprovalRequestPage() {
  const { t } = useTranslation('companyPortal');
  const { id = '' } = useParams();
  const request = useApiData<ApprovalRequest>(`/company/approvals/${encodeURIComponent(id)}`);
  const [decision, setDecision] = useState<Decision | null>(null);
  const back = { to: '/company/approvals', label: t('buyerNav.approvals') };
  return (
    <div className="resource-page company-page">
      <PageHeader title={request.data?.number ?? back.label} back={back} />
      {request.error && !request.data ? (
        <ErrorState error={{ message: request.error, statusCode: 0 }} onRetry={request.reload} />
      ) : !request.data ? (
        <TableSkeleton rows={4} />
      ) : (
        <ul className="approval-list">
          <RequestCard request={request.data} onDecide={setDecision} />
        </ul>
      )}
      {decision && (
        <DecisionDialog
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            request.reload();
            void refreshApprovalCount();
          }}
        />
      )}
    </div>
  );
}
