// Pieces every RFQ screen shares (light: the supplier's list cells use them): the status tags, how a
// buyer appears to suppliers ("Buyer from Germany", verified or not), money and dates.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useCountryName } from '../components/countries';
import type { QuoteStatus, RfqBuyer, RfqStatus } from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import { dateText } from '../components/dates';
import { formatMoney } from '../components/money';
import './rfq.css';
import { StatusTag } from '../components/StatusTag';

export const RFQ_STATUS_COLOURS: Record<RfqStatus, string> = {
  draft: 'default',
  open: 'processing',
  closed: 'default',
  awarded: 'success',
  expired: 'warning',
  cancelled: 'default',
};
export const QUOTE_STATUS_COLOURS: Record<QuoteStatus, string> = {
  submitted: 'blue',
  revised: 'cyan',
  shortlisted: 'gold',
  accepted: 'success',
  declined: 'red',
  withdrawn: 'default',
  expired: 'warning',
};

export function useLanguage(): string {
  const { i18n } = useTranslation('rfq');
  return i18n.resolvedLanguage ?? 'en';
}

export function RfqStatusTag({ status }: { status: RfqStatus }) {
  const { t } = useTranslation('rfq');
  return <StatusTag color={RFQ_STATUS_COLOURS[status]}>{t(`rfqStatus.${status}`)}</StatusTag>;
}

export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('rfq');
  return <StatusTag color={QUOTE_STATUS_COLOURS[status]}>{t(`quoteStatus.${status}`)}</StatusTag>;
}

/** Why the buyer declined a quote ("Declined: …"); the reason may be one of the server's message keys. */
export function DeclineReason({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation('rfq');
  if (!reason) return null;
  return <span className="rfq-muted">{t('rfqQuote.declinedBecause', { reason: translateMessage(reason) })}</span>;
}

/** "Buyer from Germany" with the verified mark; the name and company once the buyer has revealed itself. */
export function BuyerLabel({ buyer }: { buyer: Pick<RfqBuyer, 'country' | 'verified'> & Partial<Pick<RfqBuyer, 'name' | 'company'>> }) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  const from = t('rfq.buyerFrom', { country: countryName(buyer.country) ?? t('rfq.unknownCountry') });
  return (
    <span className="rfq-buyer">
      <span>{buyer.name ? [buyer.company, buyer.name].filter(Boolean).join(' · ') : from}</span>
      {buyer.name && <span className="rfq-muted">{from}</span>}
      {buyer.verified ? (
        <StatusTag color="success" className="has-icon">
          <SafetyCertificateOutlined aria-hidden />
          {t('rfq.verifiedBuyer')}
        </StatusTag>
      ) : (
        <StatusTag>{t('rfq.unverifiedBuyer')}</StatusTag>
      )}
    </span>
  );
}

export function Money({ minor, currency }: { minor: number; currency: string }) {
  const language = useLanguage();
  return <span className="rfq-money">{formatMoney(minor, currency, language)}</span>;
}

export function DateText({ iso }: { iso: string }) {
  const language = useLanguage();
  return <time dateTime={iso}>{dateText(iso, language)}</time>;
}

const DATE_MARK = '\u0001';

/**
 * A phrase around a date in the language's own word order ("by 9 Feb 2027", "9 फ़र. 2027 तक"): `text`
 * translates a key whose {{date}} it is given as `date => t(key, { date })`.
 */
export function DatePhrase({ iso, text }: { iso: string; text: (date: string) => string }) {
  const [before, after = ''] = text(DATE_MARK).split(DATE_MARK);
  return (
    <>
      {before}
      <DateText iso={iso} />
      {after}
    </>
  );
}
