// The category request form (a drawer over the list), loaded when it first opens.
import { categoryRequestSchema, type CategoryRequest } from '../../contract/operations';
import type { FormDeclaration } from '../../engine/types';

const fields = categoryRequestSchema.shape;

export const categoryRequestForm: FormDeclaration<CategoryRequest> = {
  sections: [
    {
      key: 'request',
      titleKey: 'categoryRequests.sectionRequest',
      descriptionKey: 'categoryRequests.sectionRequestText',
      fields: [
        { name: 'name', labelKey: 'categoryRequests.name', widget: { kind: 'text', placeholderKey: 'categoryRequests.namePlaceholder' }, schema: fields.name },
        {
          name: 'parent_id',
          labelKey: 'categoryRequests.parent',
          helpKey: 'categoryRequests.parentHelp',
          widget: { kind: 'category' },
          schema: fields.parent_id,
        },
        {
          name: 'reason',
          labelKey: 'categoryRequests.reason',
          helpKey: 'categoryRequests.reasonHelp',
          widget: { kind: 'textarea', rows: 5, maxLength: 1000 },
          schema: fields.reason,
        },
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
};
