// Category requests (/category-request): a seller asks for a missing category and follows the
// review. Entirely generic: a list, and create/edit in a drawer while a request is pending.
import { TagsOutlined } from '@ant-design/icons';
import { CATEGORY_REQUEST_STATUSES, categoryRequestSchema, type CategoryRequest } from '../../contract/operations';
import { defineResource, type ValueSet } from '../_generic/types';
import { ReasonCell, ReviewerNoteCell } from './cells';

export const REQUEST_STATUS: ValueSet = {
  values: CATEGORY_REQUEST_STATUSES,
  labelPrefix: 'categoryRequestStatus',
  tones: { pending: 'gold', approved: 'success', rejected: 'error' },
};

const pending = (request: CategoryRequest) => request.status === 'pending';
const fields = categoryRequestSchema.shape;

export const categoryRequests = defineResource<CategoryRequest>({
  name: 'category-requests',
  labelKey: 'categoryRequests.title',
  singularKey: 'categoryRequests.one',
  icon: TagsOutlined,
  routes: { list: '/category-request' },

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

  form: {
    mode: 'drawer',
    sections: [
      {
        key: 'request',
        titleKey: 'categoryRequests.sectionRequest',
        descriptionKey: 'categoryRequests.sectionRequestText',
        fields: [
          { name: 'name', labelKey: 'categoryRequests.name', widget: { kind: 'text', placeholderKey: 'categoryRequests.namePlaceholder' }, schema: fields.name },
          { name: 'parent_id', labelKey: 'categoryRequests.parent', helpKey: 'categoryRequests.parentHelp', widget: { kind: 'category' }, schema: fields.parent_id },
          { name: 'reason', labelKey: 'categoryRequests.reason', helpKey: 'categoryRequests.reasonHelp', widget: { kind: 'textarea', rows: 5, maxLength: 1000 }, schema: fields.reason },
        ],
      },
    ],
    toForm: (request) => ({ name: request.name, parent_id: request.parent_id, reason: request.reason }),
    toPayload: (values) => ({
      name: typeof values.name === 'string' ? values.name.trim() : values.name,
      parent_id: values.parent_id || null,
      reason: typeof values.reason === 'string' ? values.reason.trim() : values.reason,
    }),
    submits: [{ key: 'save', labelKey: 'categoryRequests.submit', primary: true, successKey: 'categoryRequests.saved' }],
  },
});
