// What company rules and limits make of a checkout or an RFQ award, for a company member: before the
// click (the preview's check: placed at once, sent for approval and why, or refused by a limit, with each
// limit's spent, left and after), a refusal's figures (the 409's data), and an order sent for approval.
import { Alert } from 'antd';
import { Link } from 'react-router';
import { formatMoney } from '../components/money';
import type { ApprovalRequest, CompanyCheck, CompanyCheckLimit } from '../contract/company-approvals';
import { useTranslation } from '../i18n';
import { reasonTexts } from './approval-text';
import './company.css';

function useMoney(currency: string) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return { language, money: (minor: number) => formatMoney(minor, currency, language) };
}

/** The check before the click: one line when all is well, else what will happen and why. */
export function CompanyCheckPreview({
  check,
  award = false,
  supplierName,
}: {
  check: CompanyCheck;
  award?: boolean;
  supplierName: (sellerId: string) => string;
}) {
  const { t } = useTranslation('companyPortal');
  const { language, money } = useMoney(check.currency);
  const limitLine = (limit: CompanyCheckLimit) =>
    t('companyPortal.checkLimit', {
      limit: t(`resources.buyer-budgets.values.period.${limit.period}`),
      spent: money(limit.spent_minor),
      left: money(limit.left_minor),
      after: money(limit.after_minor),
    });
  const converted = check.approximate ? <p className="company-muted">{t('companyPortal.checkConverted', { currency: check.currency })}</p> : null;
  if (check.outcome === 'place') {
    return (
      <Alert
        className="company-notice"
        type="success"
        showIcon
        message={t('companyPortal.checkWithin')}
        description={
          check.limits.length > 0 || check.approximate ? (
            <>
              <ul>
                {check.limits.map((limit) => (
                  <li key={limit.budget_id}>{limitLine(limit)}</li>
                ))}
              </ul>
              {converted}
            </>
          ) : undefined
        }
        data-testid="company-check"
      />
    );
  }
  if (check.outcome === 'refused') {
    const refusing = check.limits.filter((limit) => limit.passes && limit.when_exceeded === 'refuse');
    return (
      <Alert
        className="company-notice"
        type="error"
        showIcon
        message={t('companyPortal.checkRefused')}
        description={
          <>
            <ul>
              {refusing.map((limit) => (
                <li key={limit.budget_id}>
                  {t(`companyPortal.limit_${limit.scope}_${limit.period}`, {
                    limit: money(limit.amount_minor),
                    spent: money(limit.spent_minor),
                    left: money(limit.left_minor),
                  })}
                </li>
              ))}
            </ul>
            {converted}
          </>
        }
        data-testid="company-check"
      />
    );
  }
  const sending = check.limits.filter((limit) => limit.passes);
  return (
    <Alert
      className="company-notice"
      type="warning"
      showIcon
      message={t(award ? 'companyPortal.checkAwardNeedsApproval' : 'companyPortal.checkNeedsApproval')}
      description={
        <>
          <ul>
            {reasonTexts(t, language, check.currency, check.rules, sending, supplierName).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>{t('companyPortal.checkNeedsApprovalText')}</p>
          {converted}
        </>
      }
      data-testid="company-check"
    />
  );
}

/** Whether a failed answer's data is a limit refusal's ({currency, limit, limits} as the server sends them). */
function isLimitRefusal(details: unknown): details is { currency: string; limit: CompanyCheckLimit } {
  const data = details as { currency?: unknown; limit?: { amount_minor?: unknown } } | null | undefined;
  return typeof data?.currency === 'string' && typeof data.limit?.amount_minor === 'number';
}

/** A 409's limit figures, when a limit refused it (nothing for any other refusal: its toast says it). */
export function LimitRefusal({ details }: { details: unknown }) {
  const refusal = isLimitRefusal(details) ? details : null;
  return refusal ? <LimitFigures currency={refusal.currency} limit={refusal.limit} /> : null;
}

function LimitFigures({ currency, limit }: { currency: string; limit: CompanyCheckLimit }) {
  const { t } = useTranslation('companyPortal');
  const { money } = useMoney(currency);
  return (
    <Alert
      className="company-notice"
      type="error"
      showIcon
      role="alert"
      message={t('companyPortal.limitRefusedTitle')}
      description={
        <>
          <p>
            {t(`companyPortal.limit_${limit.scope}_${limit.period}`, {
              limit: money(limit.amount_minor),
              spent: money(limit.spent_minor),
              left: money(limit.left_minor),
            })}
          </p>
          <p data-testid="limit-figures">
            <strong>
              {t('companyPortal.limitFigures', { limit: money(limit.amount_minor), spent: money(limit.spent_minor), left: money(limit.left_minor) })}
            </strong>
          </p>
        </>
      }
    />
  );
}

/** An order or award sent for approval: what it is now and what happens next. */
export function AwaitingApproval({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation('companyPortal');
  const { money } = useMoney(request.currency);
  return (
    <div className="company-awaiting" data-testid="awaiting-approval">
      <h2>{t('companyPortal.awaitingTitle')}</h2>
      <p>{t('companyPortal.awaitingText', { number: request.number })}</p>
      <p>
        <strong>{money(request.total_minor)}</strong>
      </p>
      <Link to="/company/approvals">{t('companyPortal.awaitingRequests')}</Link>
    </div>
  );
}
