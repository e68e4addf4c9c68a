// The seller's verification checklist as staff read it: each item "Verified" needs, done or not, with
// the day a required document was approved, and what the badge says now (and whether staff granted it).
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from '../../i18n';
import type { AdminSellerDetails, VerificationChecklistItem } from '../../contract/admin';
import { dateText } from '../../components/dates';
import './verification-checklist.css';

/** An item's label, and what is still missing of it. */
function ItemText({ item }: { item: VerificationChecklistItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const missingSections = item.missing_sections ?? [];
  return (
    <span className="verification-item-text">
      <span>{t(`adminChecklist.item_${item.key}`)}</span>
      {item.checked_at && <span className="cell-sub">{t('adminChecklist.checkedOn', { date: dateText(item.checked_at, language) })}</span>}
      {!item.done && missingSections.length > 0 && (
        <span className="cell-sub">
          {t('adminChecklist.missingSections', { sections: missingSections.map((section) => t(`adminSeller.section_${section}`)).join(', ') })}
        </span>
      )}
    </span>
  );
}

export function VerificationChecklist({ seller }: { seller: Pick<AdminSellerDetails, 'checklist' | 'verification_grant' | 'account'> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { checklist, verification_grant: grant } = seller;
  const done = checklist.filter((item) => item.done).length;
  const complete = done === checklist.length;
  return (
    <section className="resource-card verification-checklist" aria-labelledby="verification-checklist-title">
      <header className="verification-checklist-head">
        <h2 id="verification-checklist-title">{t('adminChecklist.title')}</h2>
        <span className={complete ? 'verification-progress is-complete' : 'verification-progress'}>
          {complete ? t('adminChecklist.ready') : t('adminChecklist.progress', { done, total: checklist.length })}
        </span>
      </header>
      <ul className="verification-items">
        {checklist.map((item) => (
          <li key={item.key} className={item.done ? 'is-done' : undefined}>
            {item.done ? <CheckCircleFilled aria-hidden className="verification-done" /> : <CloseCircleOutlined aria-hidden className="verification-open" />}
            <ItemText item={item} />
            <span className="visually-hidden">{item.done ? t('adminSeller.done') : t('adminSeller.notDone')}</span>
          </li>
        ))}
      </ul>
      <p className="cell-sub verification-required">{t('adminChecklist.required')}</p>
      {grant && seller.account.verification_status === 'verified' && (
        <Alert
          type={grant.granted_by_staff ? 'warning' : 'success'}
          showIcon
          message={t(grant.granted_by_staff ? 'adminChecklist.grantedByStaff' : 'adminChecklist.verifiedOn', { date: dateText(grant.verified_at, language) })}
          description={grant.granted_by_staff && grant.override_reason ? t('adminChecklist.overrideReasonWas', { reason: grant.override_reason }) : undefined}
        />
      )}
    </section>
  );
}
