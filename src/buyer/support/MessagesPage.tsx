import { CommentOutlined, CustomerServiceOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SupportRequest } from '../../contract/buyer';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../../resources/_generic/states';
import { exactTimeText, relativeTimeText } from '../format';
import { useApiList } from '../useApiList';
import '../buyer-pages.css';

export type MessagesBox = 'all' | 'inquiries' | 'support';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<SupportRequest['status'], string> = { open: 'blue', answered: 'green', closed: 'default' };

/** The buyer's support requests, newest first (Messages → Support). */
function SupportRequests() {
  const { t, i18n } = useTranslation();
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
 * /messages/all, /messages/inquiries, /messages/support. Chat with suppliers does not exist yet, so the
 * first two say so plainly and point to what works today; Support lists the buyer's support requests.
 */
export default function MessagesPage({ box }: { box: MessagesBox }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t(box === 'all' ? 'buyerNav.allMessages' : box === 'inquiries' ? 'buyerNav.inquiries' : 'buyerNav.supportMessages');
  const Icon = box === 'all' ? CommentOutlined : box === 'inquiries' ? MailOutlined : CustomerServiceOutlined;
  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader
        title={title}
        extra={
          box === 'support' ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/support/contact')}>
              {t('buyerInbox.newRequest')}
            </Button>
          ) : undefined
        }
      >
        <p className="form-section-text">{t(`buyerInbox.${box}Intro`)}</p>
      </PageHeader>
      <section className="resource-card">
        {box === 'support' ? (
          <SupportRequests />
        ) : (
          <div className="buyer-messages-empty">
            <Icon aria-hidden className="buyer-messages-empty-icon" />
            <h2 className="form-section-title">{t('buyerInbox.noChatTitle')}</h2>
            <p className="form-section-text">{t(box === 'all' ? 'buyerInbox.noChatText' : 'buyerInbox.noInquiriesText')}</p>
            <div className="buyer-messages-actions">
              <Button type="primary" onClick={() => navigate('/Product')}>
                {t('buyerDashboard.browseProducts')}
              </Button>
              <Button onClick={() => navigate('/support/contact')}>{t('buyerNav.contact')}</Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
