// Why the server would not post a request, said where the buyer can act on it: verify the email first
// (with the link to do so), or the day's limit is reached and when posting opens again, in the reader's
// language and time zone. The RFQ form and the draft's page show it.
import { Alert } from 'antd';
import { Link } from 'react-router';
import { rfqMessages } from '../contract/rfq';
import { exactTimeText } from '../components/dates';
import { useTranslation } from '../i18n';
import type { ApiResult } from '../providers/http';
import { useLanguage } from './rfq-display';

export type PostingBlock = { kind: 'verify-email' } | { kind: 'daily-limit'; limit: number; resetsAt: string };

/** The block a refused post names (403 unverified email, 429 day's limit), or null for any other failure. */
export function postingBlockOf(result: Pick<Extract<ApiResult<unknown>, { success: false }>, 'status' | 'message' | 'details'>): PostingBlock | null {
  if (result.status === 403 && result.message === rfqMessages.verifyEmailToPost) return { kind: 'verify-email' };
  if (result.status === 429 && typeof result.details === 'object' && result.details !== null) {
    const { limit, resets_at: resetsAt } = result.details as { limit?: unknown; resets_at?: unknown };
    if (typeof limit === 'number' && typeof resetsAt === 'string') return { kind: 'daily-limit', limit, resetsAt };
  }
  return null;
}

export function PostingBlockAlert({ block }: { block: PostingBlock }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  if (block.kind === 'verify-email') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        className="rfq-form-alert"
        message={t('rfqPosting.verifyTitle')}
        description={t('rfqPosting.verifyText')}
        action={<Link to="/verify_email">{t('rfqPosting.verifyAction')}</Link>}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="rfq-form-alert"
      message={t('rfqPosting.limitTitle', { count: block.limit })}
      description={t('rfqPosting.limitText', { time: exactTimeText(block.resetsAt, language) })}
    />
  );
}
