// The requests for quotation a buyer invited this supplier to (/rfq-invitations): open ones, and those
// it has quoted; each opens on the board's page of the request.
import { MailOutlined } from '@ant-design/icons';
import type { BoardRfq } from '../../contract/rfq';
import { defineResource } from '../../engine/types';
import { boardColumns, boardFilters } from '../rfq-board';
import { AllowanceToolbar } from '../rfq-board/toolbar';

export const rfqInvitations = defineResource<BoardRfq>({
  name: 'rfq-invitations',
  labelKey: 'rfqNav.invitations',
  singularKey: 'rfq.one',
  texts: ['rfq'],
  icon: MailOutlined,
  routes: { list: '/rfq-invitations' },
  menu: { section: 'rfqs', labelKey: 'rfqNav.invitations', icon: MailOutlined },
  list: {
    columns: boardColumns,
    filters: boardFilters,
    defaultSort: { field: 'opened_at', order: 'desc' },
    toolbar: AllowanceToolbar,
    emptyKey: 'rfq.invitationsEmpty',
  },
});
