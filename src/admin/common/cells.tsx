import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { ClampedText, EnumTag } from '../../engine/cells';
import { StatusTag } from '../../components/StatusTag';
import { useCountryName } from '../../components/countries';
import type { AdminParty, AuditEntry, VerificationStatus } from '../../contract/admin';
import { OTHER_COUNTRY } from '../../contract/country-codes';
import type { CellProps } from '../../engine/types';
import { auditFieldLabel, auditTextGroups } from './audit-fields';
import { VERIFICATION } from './values';

/** A seller or buyer: company (else name) over the person and email; sellers link to their page. */
export function PartyLine({ party, link = false }: { party: AdminParty; link?: boolean }) {
  const title = party.company ?? party.name;
  return (
    <span className="admin-party">
      {link ? (
        <Link to={`/admin/sellers/${encodeURIComponent(party.id)}`} className="cell-link admin-party-title">
          {title}
        </Link>
      ) : (
        <span className="admin-party-title">{title}</span>
      )}
      <span className="cell-sub">{party.company ? `${party.name} · ${party.email}` : party.email}</span>
    </span>
  );
}

/**
 * A seller's verification status; "Verified by override" when staff verified it without a complete
 * checklist (the public badge says so too), so the list and the seller's header tell it from a full check.
 */
export function VerificationTag({ status, overridden }: { status: VerificationStatus; overridden: boolean }) {
  const { t } = useTranslation();
  if (status === 'verified' && overridden)
    return (
      <StatusTag color="warning" className="status-tag">
        {t('adminSellers.verifiedByOverride')}
      </StatusTag>
    );
  return <EnumTag values={VERIFICATION} value={status} />;
}

/** A stored country code by its name in the reader's language; the business form's 'Other' as "Other". */
export function CountryText({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  if (code === OTHER_COUNTRY) return <>{t('countries.other')}</>;
  const name = countryName(code);
  return name ? <>{name}</> : <span className="cell-empty">—</span>;
}

export function CountryCell({ record }: CellProps<BaseRecord & { country: string | null }>) {
  return <CountryText code={record.country} />;
}

export function SellerPartyCell({ record }: CellProps<BaseRecord & { seller: AdminParty }>) {
  return <PartyLine party={record.seller} link />;
}

export function BuyerPartyCell({ record }: CellProps<BaseRecord & { buyer: AdminParty }>) {
  return <PartyLine party={record.buyer} />;
}

export { ClampedText };

export function ReviewerNoteCell({ record }: CellProps<BaseRecord & { review_note?: string | null; reviewer_note?: string | null }>) {
  return <ClampedText text={record.review_note ?? record.reviewer_note} />;
}

export function ActorCell({ record }: CellProps<AuditEntry>) {
  const { t } = useTranslation();
  return (
    <span className="admin-party audit-party">
      <span className="admin-party-title">{record.actor?.name ?? t('adminAudit.system')}</span>
      {record.actor?.role && <span className="cell-sub">{t(`adminAuditActorRole.${record.actor.role}`, { defaultValue: record.actor.role })}</span>}
    </span>
  );
}

/** The subject by name over its kind and short id (the whole id on hover); by kind alone when it has no name. */
export function SubjectCell({ record }: CellProps<AuditEntry>) {
  const { t } = useTranslation();
  const kind = t(`adminAuditSubject.${record.subject_type}`, { defaultValue: record.subject_type });
  const id = record.subject_id && (
    <code className="audit-id" title={record.subject_id}>
      {record.subject_id.slice(0, 8)}
    </code>
  );
  return (
    <span className="admin-party audit-party">
      <span className="admin-party-title">{record.subject_label ?? kind}</span>
      {(record.subject_label || id) && (
        <span className="cell-sub">
          {record.subject_label && `${kind} `}
          {id}
        </span>
      )}
    </span>
  );
}

/** "2 changes: Verification, Verification note" for an entry with values (by their labels), else its note. */
export function ChangeSummaryCell({ record }: CellProps<AuditEntry>) {
  const { t } = useTranslation(...auditTextGroups());
  const fields = new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})]);
  const changed = [...fields].filter((field) => JSON.stringify(record.before?.[field]) !== JSON.stringify(record.after?.[field]));
  return (
    <span className="admin-party">
      {changed.length > 0 ? (
        <span>
          {t('adminAudit.changedFields', {
            count: changed.length,
            fields: changed
              .slice(0, 3)
              .map((field) => auditFieldLabel(t, record, field))
              .join(', '),
          })}
        </span>
      ) : null}
      {record.note ? <ClampedText text={record.note} /> : changed.length === 0 ? <span className="cell-empty">—</span> : null}
    </span>
  );
}
