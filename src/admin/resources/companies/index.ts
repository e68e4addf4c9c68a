// Back office: buyers' companies (/admin/companies, /admin/companies/:id). Every staff member reads them:
// the list by legal name, status and country, and a company's page with its members, approval rules,
// spend limits with their spend, and the newest of its audit trail. Administrators suspend a company
// (a reason its admins read; every member loses company access at once) and reactivate it, each
// audited in the back office's log and in the company's own trail (the server does both).
import { BankOutlined, PauseCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { adminCompanyMessages } from '../../../contract/company-messages';
import { defineResource, type RecordAction } from '../../../engine/types';
import { currentStaffCan } from '../../access';
import { adminPath, decide } from '../../common/api';
import { CountryCell } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import {
  AddressFact,
  AuditTab,
  BudgetsTab,
  COMPANY_STATUS,
  CountryFact,
  CreatorCell,
  L,
  MembersTab,
  RulesTab,
  StatusLine,
  companyFact,
  companyOf,
  spendFact,
  type CompanyRecord,
} from './parts';

const suspensionActions: RecordAction<CompanyRecord>[] = [
  {
    key: 'suspend',
    kind: 'run',
    labelKey: `${L}.suspend`,
    icon: PauseCircleOutlined,
    danger: true,
    visible: (record) => companyOf(record).status === 'active' && currentStaffCan('companySuspension'),
    run: async (record, context) => {
      const company = companyOf(record);
      adminDialog.open({
        kind: 'note',
        titleKey: `${L}.suspendTitle`,
        textKey: `${L}.suspendText`,
        values: { name: company.legal_name },
        noteLabelKey: `${L}.suspendReason`,
        requiredMessage: adminCompanyMessages.reasonRequired,
        confirmKey: `${L}.suspend`,
        danger: true,
        noteField: 'reason',
        submit: (reason) => decide(adminPath('companies', company.id, 'suspend'), { reason }),
        after: context.refresh,
      });
    },
  },
  {
    key: 'reactivate',
    kind: 'run',
    labelKey: `${L}.reactivate`,
    icon: UndoOutlined,
    visible: (record) => companyOf(record).status === 'suspended' && currentStaffCan('companySuspension'),
    run: async (record, context) => {
      const company = companyOf(record);
      adminDialog.open({
        kind: 'note',
        titleKey: `${L}.reactivateTitle`,
        textKey: `${L}.reactivateText`,
        values: { name: company.legal_name },
        noteLabelKey: `${L}.reactivateNote`,
        confirmKey: `${L}.reactivate`,
        submit: (note) => decide(adminPath('companies', company.id, 'reactivate'), note ? { note } : {}),
        after: context.refresh,
      });
    },
  },
];

export const adminCompanies = defineResource<CompanyRecord>({
  name: 'admin/companies',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  // The spend bars' texts.
  texts: ['companyPortal'],
  icon: BankOutlined,
  routes: { list: '/admin/companies', show: '/admin/companies/:id' },
  menu: { labelKey: `${L}.title`, icon: BankOutlined },
  access: { area: 'companies', actions: { suspend: 'companySuspension', reactivate: 'companySuspension' } },

  list: {
    columns: [
      { key: 'legal_name', titleKey: `${L}.legalName`, field: 'legal_name', sortKey: 'legal_name', link: 'show', card: 'title' },
      { key: 'country', titleKey: `${L}.country`, field: 'country', cell: { kind: 'custom', cell: CountryCell } },
      { key: 'status', titleKey: `${L}.status`, field: 'status', cell: { kind: 'enum', values: COMPANY_STATUS } },
      { key: 'members', titleKey: `${L}.members`, field: 'member_count', cell: { kind: 'number' }, sortKey: 'member_count', align: 'right' },
      { key: 'currency', titleKey: `${L}.currency`, field: 'budget_currency' },
      { key: 'created_by', titleKey: `${L}.createdBy`, cell: { kind: 'custom', cell: CreatorCell } },
      { key: 'created', titleKey: `${L}.created`, field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: `${L}.search` },
      { kind: 'select', field: 'status', labelKey: `${L}.status`, values: COMPANY_STATUS },
      { kind: 'country', field: 'country', labelKey: `${L}.country` },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [{ key: 'show', kind: 'show', labelKey: `${L}.open` }, ...suspensionActions],
    emptyKey: `${L}.empty`,
  },

  show: {
    title: (record) => companyOf(record).legal_name,
    subtitle: StatusLine,
    facts: [
      { key: 'country', labelKey: `${L}.country`, cell: { kind: 'custom', cell: CountryFact } },
      { key: 'tax_id', labelKey: `${L}.taxId`, cell: { kind: 'custom', cell: companyFact('tax_id') } },
      { key: 'currency', labelKey: `${L}.currency`, cell: { kind: 'custom', cell: companyFact('budget_currency') } },
      { key: 'members', labelKey: `${L}.members`, cell: { kind: 'custom', cell: companyFact('member_count', { kind: 'number' }) } },
      { key: 'spend_month', labelKey: `${L}.spendMonth`, cell: { kind: 'custom', cell: spendFact('month') } },
      { key: 'spend_quarter', labelKey: `${L}.spendQuarter`, cell: { kind: 'custom', cell: spendFact('quarter') } },
      { key: 'created', labelKey: `${L}.created`, cell: { kind: 'custom', cell: companyFact('created_at', { kind: 'dateTime' }) } },
      { key: 'created_by', labelKey: `${L}.createdBy`, cell: { kind: 'custom', cell: CreatorCell } },
      { key: 'address', labelKey: `${L}.billingAddress`, cell: { kind: 'custom', cell: AddressFact } },
    ],
    tabs: [
      { key: 'members', labelKey: `${L}.tabMembers`, component: MembersTab },
      { key: 'rules', labelKey: `${L}.tabRules`, component: RulesTab },
      { key: 'budgets', labelKey: `${L}.tabBudgets`, component: BudgetsTab },
      { key: 'audit', labelKey: `${L}.tabAudit`, component: AuditTab },
    ],
    actions: suspensionActions,
  },
});

export default adminCompanies;
