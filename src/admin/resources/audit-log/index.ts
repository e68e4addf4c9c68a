// Back office: the audit log (/admin/audit-log), newest first. Read-only: each entry's before/after
// values open in a drawer; 'Export CSV' downloads what the filters select.
import { AuditOutlined, DiffOutlined } from '@ant-design/icons';
import type { AuditEntry } from '../../../contract/admin';
import { ActorCell, ChangeSummaryCell, SubjectCell } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import { AUDIT_ACTION, AUDIT_SUBJECT } from '../../common/values';
import { defineResource } from '../../../engine/types';
import { AuditToolbar } from './toolbar';

export const adminAuditLog = defineResource<AuditEntry>({
  name: 'admin/audit-log',
  labelKey: 'adminAudit.title',
  singularKey: 'adminAudit.one',
  icon: AuditOutlined,
  routes: { list: '/admin/audit-log' },
  menu: { labelKey: 'adminNav.auditLog', icon: AuditOutlined },
  access: { area: 'auditLog' },

  list: {
    columns: [
      { key: 'when', titleKey: 'adminAudit.when', field: 'created_at', cell: { kind: 'dateTime' }, sortKey: 'created_at', card: 'title', width: 150 },
      { key: 'actor', titleKey: 'adminAudit.actor', cell: { kind: 'custom', cell: ActorCell }, width: 170 },
      { key: 'action', titleKey: 'adminAudit.action', field: 'action', cell: { kind: 'enum', values: AUDIT_ACTION }, sortKey: 'action' },
      { key: 'subject', titleKey: 'adminAudit.subject', cell: { kind: 'custom', cell: SubjectCell }, width: 230 },
      { key: 'changes', titleKey: 'adminAudit.changes', cell: { kind: 'custom', cell: ChangeSummaryCell } },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminAudit.searchPlaceholder' },
      { kind: 'select', field: 'action', labelKey: 'adminAudit.action', values: AUDIT_ACTION },
      { kind: 'select', field: 'subject_type', labelKey: 'adminAudit.subject', values: AUDIT_SUBJECT },
      { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'adminAudit.between' },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    toolbar: AuditToolbar,
    rowActions: [
      {
        key: 'diff',
        kind: 'run',
        labelKey: 'adminAudit.viewChanges',
        icon: DiffOutlined,
        run: async (entry) => adminDialog.open({ kind: 'auditDiff', entry }),
      },
    ],
    emptyKey: 'adminAudit.empty',
  },
});
