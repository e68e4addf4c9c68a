// Why an approval request waits, in words: the rules that held and the limits that sent it for approval,
// from the request's (or a preview's) figures. Shared by the approvals queue and checkout.
import type { TFunction } from '../i18n';
import type { CompanyCheckLimit, CompanyCheckRule } from '../contract/company-approvals';
import { formatMoney } from '../components/money';

export function reasonTexts(
  t: TFunction,
  language: string,
  currency: string,
  rules: readonly CompanyCheckRule[],
  limits: readonly CompanyCheckLimit[],
  supplierName: (sellerId: string) => string,
): string[] {
  const money = (minor: number) => formatMoney(minor, currency, language);
  return [
    ...rules.map((rule) =>
      rule.kind === 'new_supplier'
        ? t('companyPortal.reason_new_supplier', { supplier: rule.seller_id ? supplierName(rule.seller_id) : '—' })
        : t(`companyPortal.reason_${rule.kind}`, { amount: money(rule.amount_minor ?? 0) }),
    ),
    ...limits.map((limit) =>
      t(`companyPortal.limit_${limit.scope}_${limit.period}`, {
        limit: money(limit.amount_minor),
        spent: money(limit.spent_minor),
        left: money(limit.left_minor),
      }),
    ),
  ];
}
