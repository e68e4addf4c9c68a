import SafetyCertificateFilled from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import { Icon } from './Icon';
import { useTranslation, type TFunction } from '../i18n';
import { intlLocale } from './money';
import type { PublicVerification } from '../contract/public-catalog';

/**
 * "12 Nov 2026" in the reader's language, without dayjs (the public pages do not load it). The day as
 * the server recorded it (UTC), so a page rendered on the server reads the same once hydrated.
 */
export function calendarDateText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** The document kinds the badge names (DOCUMENT_TYPES; not imported, so the public pages load no more than these words). */
const NAMED_KINDS = ['registration_certificate', 'tax_certificate', 'owner_id', 'bank_letter'];
const documentKind = (key: string): string => (NAMED_KINDS.includes(key) ? key : 'other');

/** What the badge says: when and by whom the supplier was verified, then each document checked and when. */
export function verificationFacts(t: TFunction, verification: PublicVerification, language: string): string[] {
  const date = (iso: string) => calendarDateText(iso, language);
  return [
    t(verification.granted_by_staff ? 'catalogue.verifiedByStaffOn' : 'catalogue.verifiedOn', { date: date(verification.verified_at) }),
    ...verification.checks.map((check) => t(`catalogue.verifiedCheck_${documentKind(check.key)}`, { date: date(check.checked_at) })),
  ];
}

/**
 * A supplier that the marketplace's staff verified. With what the server says of it, the badge names the
 * day and the documents checked (on hover on cards; written out under the badge when `detailed`), and says
 * so when staff granted it without every usual check.
 */
export function VerifiedBadge({ verification = null, detailed = false }: { verification?: PublicVerification | null; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const facts = verification ? verificationFacts(t, verification, i18n.resolvedLanguage ?? 'en') : [];
  const label = t(verification?.granted_by_staff ? 'catalogue.verifiedByStaff' : 'catalogue.verified');
  const shown = detailed && facts.length > 0;
  // Written out beside the badge when detailed; otherwise the badge's own hint carries the facts.
  const hint = [t(verification?.granted_by_staff ? 'catalogue.verifiedByStaffHint' : 'catalogue.verifiedHint'), ...(shown ? [] : facts)].join('. ');
  const badge = (
    <span className="catalogue-verified" role="img" title={hint} aria-label={`${label}: ${hint}`}>
      <Icon svg={SafetyCertificateFilled} aria-hidden />
      <span aria-hidden>{label}</span>
    </span>
  );
  if (!shown) return badge;
  return (
    <span className="catalogue-verified-group">
      {badge}
      <span className="catalogue-verified-detail">{facts.join(' · ')}</span>
    </span>
  );
}
