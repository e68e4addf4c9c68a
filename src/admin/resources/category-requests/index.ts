// Back office: the category requests queue (/admin/category-requests). Approving creates the category
// (under the parent staff choose, possibly renamed); rejecting needs a note the seller reads.
import { CheckOutlined, CloseOutlined, TagsOutlined } from '@ant-design/icons';
import { adminMessages, type AdminCategoryRequest } from '../../../contract/admin';
import { adminPath, decide } from '../../common/api';
import { ReviewerNoteCell, SellerPartyCell } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import { REQUEST_QUEUE_STATUS } from '../../common/values';
import { REQUEST_STATUS } from '../../../resources/category-requests';
import { ReasonCell } from '../../../resources/category-requests/cells';
import { defineResource } from '../../../engine/types';
import { RequestedCell } from './cells';

const pending = (request: AdminCategoryRequest) => request.status === 'pending';

export const adminCategoryRequests = defineResource<AdminCategoryRequest>({
  name: 'admin/category-requests',
  labelKey: 'adminRequests.title',
  singularKey: 'adminRequests.one',
  icon: TagsOutlined,
  routes: { list: '/admin/category-requests' },
  menu: { labelKey: 'adminNav.categoryRequests', icon: TagsOutlined },
  access: { area: 'categoryRequests' },

  list: {
    columns: [
      { key: 'name', titleKey: 'adminRequests.requested', field: 'name', cell: { kind: 'custom', cell: RequestedCell }, sortKey: 'name', card: 'title' },
      { key: 'seller', titleKey: 'adminRequests.seller', cell: { kind: 'custom', cell: SellerPartyCell }, width: 240 },
      { key: 'reason', titleKey: 'categoryRequests.reason', cell: { kind: 'custom', cell: ReasonCell }, width: 240 },
      { key: 'status', titleKey: 'adminRequests.status', field: 'status', cell: { kind: 'enum', values: REQUEST_STATUS }, sortKey: 'status' },
      { key: 'note', titleKey: 'adminRequests.note', cell: { kind: 'custom', cell: ReviewerNoteCell }, width: 180 },
      { key: 'created', titleKey: 'adminRequests.submitted', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminRequests.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'adminRequests.queueStatus', values: REQUEST_QUEUE_STATUS },
    ],
    defaultSort: { field: 'created_at', order: 'asc' },
    rowActions: [
      {
        key: 'approve',
        kind: 'run',
        labelKey: 'adminRequests.approve',
        icon: CheckOutlined,
        visible: pending,
        run: async (request, context) => adminDialog.open({ kind: 'approveCategory', request, after: context.refresh }),
      },
      {
        key: 'reject',
        kind: 'run',
        labelKey: 'adminRequests.reject',
        icon: CloseOutlined,
        danger: true,
        visible: pending,
        run: async (request, context) =>
          adminDialog.open({
            kind: 'note',
            titleKey: 'adminRequests.rejectTitle',
            textKey: 'adminRequests.rejectText',
            values: { name: request.name },
            noteLabelKey: 'adminRequests.noteForSeller',
            requiredMessage: adminMessages.noteRequired,
            confirmKey: 'adminRequests.rejectConfirm',
            danger: true,
            submit: (note) => decide(adminPath('category-requests', request.id, 'reject'), { note }),
            after: context.refresh,
          }),
      },
    ],
    emptyKey: 'adminRequests.empty',
  },
});
