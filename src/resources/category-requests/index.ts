// Category requests (/category-request): a seller asks for a missing category and follows the
// review. Entirely generic: a list, and create/edit in a drawer while a request is pending.
import { TagsOutlined } from '@ant-design/icons';
import { CATEGORY_REQUEST_STATUSES } from '../../contract/operations-constants';
import type { CategoryRequest } from '../../contract/operations';
import { defineResource, type ValueSet } from '../../engine/types';
import { ReasonCell, ReviewerNoteCell } from './cells';

export const REQUEST_STATUS: ValueSet = {
  values: CATEGORY_REQUEST_STATUSES,
  labelPrefix: 'categoryRequestStatus',
  tones: { pending: 'gold', approved: 'success', rejected: 'error' },
};

const pending = (request: CategoryRequest) => request.status === 'pending';

export const categoryRequests = defineResource<CategoryRequest>({
  name: 'category-requests',
  labelKey: 'categoryRequests.title',
  singularKey: 'categoryRequests.one',
  icon: TagsOutlined,
  routes: { list: '/category-request' },
  menu: { section: 'products', labelKey: 'sellerNav.categoryRequest', icon: TagsOutlined },

  list: {
    columns: [
      { key: 'name', titleKey: 'categoryRequests.name', field: 'name', sortKey: 'name', card: 'title' },
      { key: 'parent', titleKey: 'categoryRequests.parent', field: 'parent_path' },
      { key: 'reason', titleKey: 'categoryRequests.reason', cell: { kind: 'custom', cell: ReasonCell } },
      { key: 'status', titleKey: 'categoryRequests.status', field: 'status', cell: { kind: 'enum', values: REQUEST_STATUS }, sortKey: 'status' },
      { key: 'note', titleKey: 'categoryRequests.reviewerNote', cell: { kind: 'custom', cell: ReviewerNoteCell } },
      { key: 'created', titleKey: 'categoryRequests.created', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'categoryRequests.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'categoryRequests.status', values: REQUEST_STATUS },
    ],
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit', visible: pending },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'resources.delete',
        danger: true,
        visible: pending,
        confirm: { titleKey: 'categoryRequests.deleteTitle', textKey: 'categoryRequests.deleteText', confirmKey: 'categoryRequests.deleteConfirm' },
      },
    ],
    emptyKey: 'categoryRequests.empty',
    createKey: 'categoryRequests.add',
  },

  form: { mode: 'drawer', load: () => import('./form').then((module) => module.categoryRequestForm) },
});
