import { useTranslation } from '../../i18n';
import type { AuditEntry } from '../../contract/admin';
import { EnumTag, RelativeTime } from '../../engine/cells';
import { AUDIT_ACTION } from './values';
import { auditFieldLabel, auditTextGroups, auditValueLabel } from './audit-fields';

type Values = Record<string, unknown> | null;

export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const show = (value: unknown): string | null => {
  if (value === undefined) return null;
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
};

/** Every field either side holds, changed ones first, each with its value before and after. */
export function diffRows(before: Values, after: Values): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => {
    const was = show(before?.[field]);
    const now = show(after?.[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return rows.sort((a, b) => Number(b.changed) - Number(a.changed) || a.field.localeCompare(b.field));
}

/** An audit entry's before/after values side by side, what changed marked. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(...auditTextGroups());
  const rows = diffRows(entry.before, entry.after);
  const value = (field: string, shown: string | null) =>
    shown === null ? <span className="cell-empty">—</span> : <pre>{auditValueLabel(t, entry, field, shown)}</pre>;
  return (
    <div className="audit-diff">
      <dl className="audit-diff-meta">
        <dt>{t('adminAudit.action')}</dt>
        <dd>
          <EnumTag values={AUDIT_ACTION} value={entry.action} />
        </dd>
        <dt>{t('adminAudit.actor')}</dt>
        <dd>
          {entry.actor.name ?? t('adminAudit.system')} {entry.actor.email && <span className="cell-sub">{entry.actor.email}</span>}{' '}
          <span className="cell-sub">({t(`adminAuditActorRole.${entry.actor.role}`, { defaultValue: entry.actor.role })})</span>
        </dd>
        <dt>{t('adminAudit.subject')}</dt>
        <dd>
          {t(`adminAuditSubject.${entry.subject_type}`, { defaultValue: entry.subject_type })} {entry.subject_label && <strong>{entry.subject_label}</strong>}{' '}
          <code className="audit-id">{entry.subject_id ?? '—'}</code>
        </dd>
        <dt>{t('adminAudit.when')}</dt>
        <dd>
          <RelativeTime iso={entry.created_at} />
        </dd>
        {entry.note && (
          <>
            <dt>{t('adminAudit.note')}</dt>
            <dd>{entry.note}</dd>
          </>
        )}
        {entry.ip && (
          <>
            <dt>{t('adminAudit.ip')}</dt>
            <dd>{entry.ip}</dd>
          </>
        )}
      </dl>
      {rows.length === 0 ? (
        <p className="form-section-text">{t('adminAudit.noValues')}</p>
      ) : (
        <div className="audit-diff-scroll">
          <table className="audit-diff-table">
            <thead>
              <tr>
                <th scope="col">{t('adminAudit.field')}</th>
                <th scope="col">{t('adminAudit.before')}</th>
                <th scope="col">{t('adminAudit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className={row.changed ? 'is-changed' : undefined}>
                  <th scope="row">{auditFieldLabel(t, entry, row.field)}</th>
                  <td className="audit-before">{value(row.field, row.before)}</td>
                  <td className="audit-after">{value(row.field, row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
