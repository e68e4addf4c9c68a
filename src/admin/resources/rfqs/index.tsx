// Back office: every request for quotation (/admin/rfqs), newest first, by status. Staff close one as
// spam or abuse with a reason: audited, the buyer told, its live quotes declined. A buyer's first posted
// request (a new requester) is marked "First RFQ", and the queue filters to those for review.
import { FileSearchOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { adminPath, decide } from '../../common/api';
import { BuyerPartyCell } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import { RFQ_STATUSES, rfqMessages, type AdminRfq, type RfqStaffCloseKind } from '../../../contract/rfq';
import { useTranslation } from '../../../i18n';
import { RFQ_STATUS_COLOURS } from '../../../rfq/rfq-display';
import LinesHead from '../../../rfq/LinesHead';
import { StatusTag } from '../../../components/StatusTag';
import { defineResource, type CellProps, type Tone, type ValueSet } from '../../../engine/types';

const RFQ_STATUS: ValueSet = { values: RFQ_STATUSES, labelPrefix: 'rfqStatus', tones: RFQ_STATUS_COLOURS as Record<string, Tone> };
const FIRST_RFQ: ValueSet = { values: ['true', 'false'], labelPrefix: 'rfqFirst' };

function RequestCell({ record }: CellProps<AdminRfq>) {
  const { t } = useTranslation('rfq');
  return (
    <span className="name-cell">
      <span className="name-cell-name">
        {record.title}
        {record.first_rfq && (
          <>
            {' '}
            <StatusTag color="gold" title={t('rfqPosting.firstRfqHint')}>
              {t('rfqPosting.firstRfq')}
            </StatusTag>
          </>
        )}
      </span>
      <span className="name-cell-sub is-wrapping">
        {record.number} · {record.category.path}
      </span>
      <span className="name-cell-sub is-wrapping">
        <LinesHead head={record.lines_head} count={record.line_count} />
      </span>
      {record.note && (
        <Typography.Paragraph className="text-cell" ellipsis={{ rows: 2, tooltip: record.note }}>
          {record.note}
        </Typography.Paragraph>
      )}
      {record.staff_close_kind && (
        <span className="name-cell-sub is-wrapping">
          {t(`rfqDetail.kind_${record.staff_close_kind}`)}: {record.close_reason}
        </span>
      )}
      <span className="cell-sub">{t('rfq.quotesOf', { count: record.quote_count, wanted: record.quotes_wanted })}</span>
    </span>
  );
}

function closeAs(kind: RfqStaffCloseKind) {
  return async (rfq: AdminRfq, context: { refresh: () => Promise<void> }) =>
    adminDialog.open({
      kind: 'note',
      titleKey: `adminRfqs.close_${kind}`,
      textKey: 'adminRfqs.closeText',
      values: { number: rfq.number, title: rfq.title },
      noteLabelKey: 'adminRfqs.reason',
      requiredMessage: rfqMessages.reasonRequired,
      noteField: 'reason',
      confirmKey: `adminRfqs.close_${kind}`,
      danger: true,
      submit: (reason) => decide(adminPath('rfqs', rfq.id, 'close'), { kind, reason }),
      after: context.refresh,
    });
}

const closable = (rfq: AdminRfq) => rfq.status !== 'closed' && rfq.status !== 'cancelled';

export const adminRfqs = defineResource<AdminRfq>({
  name: 'admin/rfqs',
  labelKey: 'adminNav.rfqs',
  singularKey: 'rfq.one',
  texts: ['rfq'],
  icon: FileSearchOutlined,
  routes: { list: '/admin/rfqs' },
  menu: { labelKey: 'adminNav.rfqs', icon: FileSearchOutlined },
  access: { area: 'rfqs' },
  list: {
    columns: [
      { key: 'rfq', titleKey: 'rfq.request', field: 'title', cell: { kind: 'custom', cell: RequestCell }, card: 'title' },
      { key: 'buyer', titleKey: 'rfq.buyer', cell: { kind: 'custom', cell: BuyerPartyCell }, width: 220 },
      { key: 'status', titleKey: 'rfq.status', field: 'status', cell: { kind: 'enum', values: RFQ_STATUS } },
      { key: 'valid', titleKey: 'rfq.validUntil', field: 'valid_until', cell: { kind: 'relativeTime' }, sortKey: 'valid_until' },
      { key: 'created', titleKey: 'rfq.posted', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminRfqs.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'rfq.status', values: RFQ_STATUS },
      { kind: 'select', field: 'first_rfq', labelKey: 'rfqFirst.label', values: FIRST_RFQ },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [
      { key: 'spam', kind: 'run', labelKey: 'adminRfqs.close_spam', icon: StopOutlined, danger: true, visible: closable, run: closeAs('spam') },
      { key: 'abuse', kind: 'run', labelKey: 'adminRfqs.close_abuse', icon: WarningOutlined, danger: true, visible: closable, run: closeAs('abuse') },
    ],
    emptyKey: 'adminRfqs.empty',
  },
});
