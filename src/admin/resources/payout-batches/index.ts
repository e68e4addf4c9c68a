// Back office: payout batches (/admin/payout-batches, /admin/payout-batches/:id). Every staff member reads
// them and approves one someone else made (four eyes); administrators make one on demand (the weekly and
// monthly runs make theirs), download its bank files, mark it sent (the amounts leave the sellers' payable
// balances), paid with the bank's reference, or failed, cancel a draft, and mark one payout returned.
// Every step is audited by the server.
import { CheckOutlined, CloseCircleOutlined, SendOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import type { PayoutBatchDetail } from '../../../contract/payouts';
import { payoutMessages } from '../../../contract/payouts-messages';
import { defineResource, type RecordAction } from '../../../engine/types';
import { currentStaffCan } from '../../access';
import { sessionStore } from '../../../providers/session';
import { adminPath, decide } from '../../common/api';
import { adminDialog } from '../../common/dialog-store';
import { BankFiles, BATCH_STATE, BATCH_TRIGGER, L, PayoutsTab, TotalsCell } from './parts';
import { MakeBatchToolbar } from './toolbar';
import './payout-batches.css';

const currentUserId = () => sessionStore.getState().login.userDetails?.id;

type Step = {
  key: string;
  icon: RecordAction<PayoutBatchDetail>['icon'];
  from: PayoutBatchDetail['state'][];
  area: 'payoutsApprove' | 'payoutsWrite';
  /** A further condition on who sees it (approve: not the batch's maker). */
  also?: (record: PayoutBatchDetail) => boolean;
};

/** A step that needs a confirmation (approve, send) or a note (paid: the reference; failed and cancelled: the reason). */
function step({ key, icon, from, area, also }: Step, note?: { field: string; required?: string; danger?: boolean }): RecordAction<PayoutBatchDetail> {
  const shown = {
    key,
    labelKey: `${L}.${key}`,
    icon,
    danger: note?.danger,
    visible: (record: PayoutBatchDetail) => from.includes(record.state) && currentStaffCan(area) && (also?.(record) ?? true),
  };
  if (!note)
    return {
      ...shown,
      kind: 'run',
      confirm: { titleKey: `${L}.${key}Title`, textKey: `${L}.${key}Text`, confirmKey: `${L}.${key}` },
      run: async (record, context) => {
        const result = await decide(adminPath('payout-batches', record.id, key));
        if (result.success) await context.refresh();
      },
    };
  return {
    ...shown,
    kind: 'run',
    run: async (record, context) => {
      adminDialog.open({
        kind: 'note',
        titleKey: `${L}.${key}Title`,
        textKey: `${L}.${key}Text`,
        values: { number: record.number },
        noteLabelKey: `${L}.${key}Note`,
        requiredMessage: note.required,
        confirmKey: `${L}.${key}`,
        danger: note.danger,
        noteField: note.field,
        submit: (text) => decide(adminPath('payout-batches', record.id, key), text ? { [note.field]: text } : {}),
        after: context.refresh,
      });
    },
  };
}

const steps: RecordAction<PayoutBatchDetail>[] = [
  // Four eyes: the maker of a batch never sees Approve on it (the server refuses it too).
  step({ key: 'approve', icon: CheckOutlined, from: ['draft'], area: 'payoutsApprove', also: (record) => record.created_by_id !== currentUserId() }),
  step({ key: 'send', icon: SendOutlined, from: ['approved'], area: 'payoutsWrite' }),
  step({ key: 'paid', icon: WalletOutlined, from: ['sent'], area: 'payoutsWrite' }, { field: 'bank_reference', required: payoutMessages.reference }),
  step({ key: 'fail', icon: CloseCircleOutlined, from: ['sent'], area: 'payoutsWrite' }, { field: 'reason', required: payoutMessages.reason, danger: true }),
  step({ key: 'cancel', icon: StopOutlined, from: ['draft', 'approved'], area: 'payoutsWrite' }, { field: 'reason', danger: true }),
];

export const adminPayoutBatches = defineResource<PayoutBatchDetail>({
  name: 'admin/payout-batches',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: WalletOutlined,
  routes: { list: '/admin/payout-batches', show: '/admin/payout-batches/:id' },
  menu: { labelKey: `${L}.title`, icon: WalletOutlined },
  access: {
    area: 'payouts',
    write: 'payoutsWrite',
    actions: { approve: 'payoutsApprove', send: 'payoutsWrite', paid: 'payoutsWrite', fail: 'payoutsWrite', cancel: 'payoutsWrite' },
  },
  list: {
    columns: [
      { key: 'number', titleKey: `${L}.number`, field: 'number', sortKey: 'number', link: 'show', card: 'title' },
      { key: 'state', titleKey: `${L}.state`, field: 'state', cell: { kind: 'enum', values: BATCH_STATE } },
      { key: 'totals', titleKey: `${L}.totals`, cell: { kind: 'custom', cell: TotalsCell }, align: 'right' },
      { key: 'items', titleKey: `${L}.payouts`, field: 'item_count', cell: { kind: 'number' }, align: 'right' },
      { key: 'trigger', titleKey: `${L}.trigger`, field: 'trigger', cell: { kind: 'enum', values: BATCH_TRIGGER } },
      { key: 'created', titleKey: `${L}.created`, field: 'created_at', sortKey: 'created_at', cell: { kind: 'dateTime' } },
      { key: 'approved_by', titleKey: `${L}.approvedBy`, field: 'approved_by', cell: { kind: 'text' } },
    ],
    filters: [
      { kind: 'search', placeholderKey: `${L}.search` },
      { kind: 'select', field: 'state', labelKey: `${L}.state`, values: BATCH_STATE },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    toolbar: MakeBatchToolbar,
    rowActions: [{ key: 'show', kind: 'show', labelKey: `${L}.open` }],
    emptyKey: `${L}.empty`,
  },
  show: {
    titleField: 'number',
    status: { field: 'state', values: BATCH_STATE },
    facts: [
      { key: 'totals', labelKey: `${L}.totals`, cell: { kind: 'custom', cell: TotalsCell } },
      { key: 'trigger', labelKey: `${L}.trigger`, field: 'trigger', cell: { kind: 'enum', values: BATCH_TRIGGER } },
      { key: 'created', labelKey: `${L}.created`, field: 'created_at', cell: { kind: 'dateTime' } },
      { key: 'created_by', labelKey: `${L}.createdBy`, field: 'created_by', cell: { kind: 'text' } },
      { key: 'approved_by', labelKey: `${L}.approvedBy`, field: 'approved_by', cell: { kind: 'text' } },
      { key: 'sent', labelKey: `${L}.sent`, field: 'sent_at', cell: { kind: 'dateTime' } },
      { key: 'paid', labelKey: `${L}.paidAt`, field: 'paid_at', cell: { kind: 'dateTime' } },
      { key: 'reference', labelKey: `${L}.reference`, field: 'bank_reference', cell: { kind: 'text' } },
      { key: 'reason', labelKey: `${L}.reason`, field: 'failure_reason', cell: { kind: 'text' } },
    ],
    headerExtra: BankFiles,
    tabs: [{ key: 'payouts', labelKey: `${L}.tabPayouts`, component: PayoutsTab }],
    actions: steps,
  },
});

export default adminPayoutBatches;
