import { PlusOutlined } from '@ant-design/icons';
import { Button, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { ChatPage } from '../../chat/ChatPage';
import { NewSupportButton } from '../../chat/NewSupportDialog';
import type { SupportRequest } from '../../contract/buyer';
import { EmptyState, ErrorState, TableSkeleton } from '../../engine/states';
import { exactTimeText, relativeTimeText } from '../../components/dates';
import { useApiList } from '../../engine/useApiList';
import '../buyer-pages.css';

export type MessagesBox = 'all' | 'inquiries' | 'support';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<SupportRequest['status'], string> = { open: 'blue', answered: 'green', closed: 'default' };

/** The buyer's support requests, newest first (Messages → Support). */
function SupportRequests() {
  const { t, i18n } = useTranslation('chat');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { rows, total, error, loading, reload } = useApiList<SupportRequest>('/support/requests', { page, limit: PAGE_SIZE });

  if (error && !rows) return <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />;
  if (!rows || (loading && rows.length === 0)) return <TableSkeleton rows={3} />;
  if (rows.length === 0)
    return (
      <EmptyState
        text={t('buyerInbox.supportEmpty')}
        action={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/support/contact')}>
            {t('buyerInbox.newRequest')}
          </Button>
        }
      />
    );
  return (
    <>
      <ul className="buyer-request-list" aria-busy={loading}>
        {rows.map((request) => (
          <li key={request.id} className="buyer-request">
            <div className="buyer-request-head">
              <strong>{request.subject}</strong>
              <Tag color={STATUS_COLORS[request.status]}>{t(`buyerInbox.status_${request.status}`)}</Tag>
            </div>
            <p className="buyer-request-text">{request.message}</p>
            <p className="buyer-request-meta">
              {t(`buyerSupport.topic_${request.topic}`)}
              {request.order_number && ` · ${request.order_number}`} ·{' '}
              <time dateTime={request.created_at} title={exactTimeText(request.created_at, language)}>
                {relativeTimeText(request.created_at, language)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE && (
        <Pagination
          className="buyer-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(count) => t('buyerInbox.requestsTotal', { count })}
        />
      )}
    </>
  );
}

/**
 * /messages/all, /messages/inquiries, /messages/support: the buyer's conversations with suppliers and
 * with support (the chat screen), and under Support also the requests sent from the contact form.
 */
export default function MessagesPage({ box }: { box: MessagesBox }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const title = t(box === 'all' ? 'buyerNav.allMessages' : box === 'inquiries' ? 'buyerNav.inquiries' : 'buyerNav.supportMessages');
  const openConversation = (id: string) => setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), c: id }));
  return (
    <ChatPage
      key={box}
      audience="buyer"
      box={box}
      title={title}
      actions={box === 'support' ? <NewSupportButton onStarted={openConversation} /> : undefined}
      empty={{
        text: t(box === 'all' ? 'chat.emptyBuyer' : box === 'inquiries' ? 'chat.emptyInquiries' : 'chat.emptySupport'),
        action:
          box === 'support' ? undefined : (
            <Button type="primary" onClick={() => navigate('/Product')}>
              {t('buyerDashboard.browseProducts')}
            </Button>
          ),
      }}
      after={
        box === 'support' ? (
          <section className="resource-card chat-requests" aria-labelledby="support-requests-title">
            <div className="chat-requests-head">
              <h2 id="support-requests-title" className="form-section-title">
                {t('chat.supportRequests')}
              </h2>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/support/contact')}>
                {t('buyerInbox.newRequest')}
              </Button>
            </div>
            <SupportRequests />
          </section>
        ) : undefined
      }
    />
  );
}
