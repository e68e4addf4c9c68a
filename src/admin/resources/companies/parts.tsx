// The companies' cells and the company page's parts: its status line, key facts read from the details'
// `company`, and the members, approval rules, spend limits and audit trail the details carry.
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { formatMoney } from '../../../components/money';
import type { AdminCompanyDetail, AdminCompanyRow, ApprovalRule, Budget, CompanyAuditEvent, CompanyMember } from '../../../contract/company';
import { BudgetSpendCell, RuleAmountCell } from '../../../company/cells';
import { Cell, EnumTag } from '../../../engine/cells';
import type { CellKind, CellProps, ShowSectionProps, ValueSet } from '../../../engine/types';
import { useTranslation } from '../../../i18n';
import { CountryText } from '../../common/cells';
import './companies.css';

export const L = 'resources.admin-companies';

/** A list row, or the details of one company (its page's record): the company itself is `company` there. */
export type CompanyRecord = AdminCompanyRow & Partial<Omit<AdminCompanyDetail, 'company'>> & { company?: AdminCompanyRow };
export const companyOf = (record: CompanyRecord): AdminCompanyRow => record.company ?? record;

const values = (name: string, list: readonly string[], tones?: ValueSet['tones']): ValueSet => ({ values: list, labelPrefix: `${L}.values.${name}`, tones });
export const COMPANY_STATUS = values('status', ['active', 'suspended'], { active: 'success', suspended: 'error' });
const ROLE = values('role', ['admin', 'approver', 'buyer', 'viewer', 'staff', 'system'], { admin: 'purple', approver: 'blue', buyer: 'green', staff: 'gold' });
const MEMBER_STATUS = values('memberStatus', ['active', 'suspended'], { active: 'success', suspended: 'error' });
const PERIOD = values('period', ['month', 'quarter']);
const WHEN_EXCEEDED = values('whenExceeded', ['refuse', 'approval'], { refuse: 'error', approval: 'processing' });

/** The creator's name over their email, or a dash when the account is gone. */
export function CreatorCell({ record }: CellProps<CompanyRecord>) {
  const creator = companyOf(record).created_by;
  if (!creator) return <span className="cell-empty">—</span>;
  return (
    <span className="admin-party">
      <span className="admin-party-title">{creator.name}</span>
      <span className="cell-sub">{creator.email}</span>
    </span>
  );
}

/** The company's status in the page's header, with staff's reason while it is suspended. */
export function StatusLine({ record }: CellProps<CompanyRecord>) {
  const { t } = useTranslation();
  const company = companyOf(record);
  return (
    <>
      <EnumTag values={COMPANY_STATUS} value={company.status} />
      {company.status === 'suspended' && company.status_reason && (
        <span className="cell-sub">{t(`${L}.suspendedBecause`, { reason: company.status_reason })}</span>
      )}
    </>
  );
}

/** A fact of the company: one of its fields, drawn as the list draws it. */
export const companyFact =
  (field: keyof AdminCompanyRow & string, cell?: CellKind<AdminCompanyRow>) =>
  ({ record }: CellProps<CompanyRecord>) => <Cell record={companyOf(record)} field={field} cell={cell} />;

export function CountryFact({ record }: CellProps<CompanyRecord>) {
  return <CountryText code={companyOf(record).country} />;
}

export function AddressFact({ record }: CellProps<CompanyRecord>) {
  const address = companyOf(record).billing_address;
  return (
    <span className="admin-company-address">
      {[address.line1, address.line2, `${address.postal_code} ${address.city}`, address.state].filter(Boolean).join(', ')} ·{' '}
      <CountryText code={address.country} />
    </span>
  );
}

/** Spend in the month or quarter holding now, in the budget currency. */
export const spendFact =
  (period: 'month' | 'quarter') =>
  ({ record }: CellProps<CompanyRecord>) => {
    const { t, i18n } = useTranslation();
    if (!record.spend) return <span className="cell-empty">—</span>;
    const minor = period === 'month' ? record.spend.month_minor : record.spend.quarter_minor;
    return (
      <span title={record.spend.approximate ? t(`${L}.approximate`) : undefined}>
        {formatMoney(minor, record.spend.currency, i18n.resolvedLanguage ?? 'en')}
        {record.spend.approximate && ' *'}
      </span>
    );
  };

/** A small read-only table of the details, scrolling inside its own box on a phone; a sentence when empty. */
function DetailTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  emptyKey,
}: {
  rows: readonly Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  label: string;
  emptyKey: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="cell-empty">{t(emptyKey)}</p>;
  return <DataTable<Row> className="admin-company-table" columns={columns} rows={rows} rowKey={rowKey} label={label} />;
}

export function MembersTab({ record }: ShowSectionProps<CompanyRecord>) {
  const { t } = useTranslation();
  const columns: DataColumn<CompanyMember>[] = [
    {
      key: 'name',
      title: t(`${L}.name`),
      render: (member) => (
        <span className="admin-party">
          <span className="admin-party-title">{member.name}</span>
          <span className="cell-sub">{member.email}</span>
        </span>
      ),
    },
    { key: 'role', title: t(`${L}.role`), render: (member) => <EnumTag values={ROLE} value={member.role} /> },
    { key: 'status', title: t(`${L}.status`), render: (member) => <EnumTag values={MEMBER_STATUS} value={member.status} /> },
    { key: 'joined', title: t(`${L}.joined`), render: (member) => <Cell record={member} field="joined_at" cell={{ kind: 'dateTime' }} /> },
  ];
  return <DetailTable rows={record.members ?? []} columns={columns} rowKey={(m) => m.user_id} label={t(`${L}.tabMembers`)} emptyKey={`${L}.noMembers`} />;
}

export function RulesTab({ record }: ShowSectionProps<CompanyRecord>) {
  const { t } = useTranslation();
  const columns: DataColumn<ApprovalRule>[] = [
    { key: 'kind', title: t(`${L}.rule`), render: (rule) => t(`${L}.values.kind.${rule.kind}`) },
    { key: 'amount', title: t(`${L}.amount`), align: 'right', render: (rule) => <RuleAmountCell record={rule} /> },
    { key: 'approver', title: t(`${L}.approverRole`), render: (rule) => <EnumTag values={ROLE} value={rule.approver_role} /> },
    { key: 'active', title: t(`${L}.status`), render: (rule) => t(rule.active ? `${L}.active` : `${L}.inactive`) },
  ];
  return <DetailTable rows={record.rules ?? []} columns={columns} rowKey={(r) => r.id} label={t(`${L}.tabRules`)} emptyKey={`${L}.noRules`} />;
}

export function BudgetsTab({ record }: ShowSectionProps<CompanyRecord>) {
  const { t } = useTranslation();
  const columns: DataColumn<Budget>[] = [
    { key: 'for', title: t(`${L}.limitFor`), render: (budget) => (budget.scope === 'company' ? t(`${L}.wholeCompany`) : (budget.member_name ?? '—')) },
    { key: 'period', title: t(`${L}.period`), render: (budget) => <EnumTag values={PERIOD} value={budget.period} /> },
    { key: 'spent', title: t(`${L}.spent`), width: 260, render: (budget) => <BudgetSpendCell record={budget} /> },
    { key: 'exceeded', title: t(`${L}.whenExceeded`), render: (budget) => <EnumTag values={WHEN_EXCEEDED} value={budget.when_exceeded} /> },
  ];
  return <DetailTable rows={record.budgets ?? []} columns={columns} rowKey={(b) => b.id} label={t(`${L}.tabBudgets`)} emptyKey={`${L}.noBudgets`} />;
}

/** How many of the trail's newest entries the details carry (GET /v1/admin/companies/:id). */
const AUDIT_SHOWN = 50;

export function AuditTab({ record }: ShowSectionProps<CompanyRecord>) {
  const { t } = useTranslation();
  const events = record.audit ?? [];
  const columns: DataColumn<CompanyAuditEvent>[] = [
    { key: 'when', title: t(`${L}.when`), render: (event) => <Cell record={event} field="created_at" cell={{ kind: 'dateTime' }} /> },
    {
      key: 'actor',
      title: t(`${L}.actor`),
      render: (event) => (
        <span className="admin-party">
          <span className="admin-party-title">{event.actor.name ?? '—'}</span>
          <span className="cell-sub">{t(`${L}.values.role.${event.actor.role}`, { defaultValue: event.actor.role })}</span>
        </span>
      ),
    },
    { key: 'action', title: t(`${L}.action`), render: (event) => t(`${L}.values.action.${event.action.replaceAll('.', '_')}`, { defaultValue: event.action }) },
    { key: 'subject', title: t(`${L}.subject`), render: (event) => event.subject_label ?? '—' },
    { key: 'note', title: t(`${L}.note`), render: (event) => event.note ?? '' },
  ];
  return (
    <>
      <DetailTable rows={events} columns={columns} rowKey={(e) => e.id} label={t(`${L}.tabAudit`)} emptyKey={`${L}.noAudit`} />
      {events.length >= AUDIT_SHOWN && <p className="cell-sub admin-company-note">{t(`${L}.auditNewest`, { count: events.length })}</p>}
    </>
  );
}
