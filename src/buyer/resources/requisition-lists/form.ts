// The requisition list drawer: its name (lines are added from product pages and edited on its page).
import { requisitionListUpdateSchema, type RequisitionList } from '../../../contract/company';
import type { FormDeclaration } from '../../../engine/types';

const L = 'resources.buyer-requisition-lists';

export const requisitionListForm: FormDeclaration<RequisitionList> = {
  sections: [
    {
      key: 'list',
      titleKey: `${L}.sectionList`,
      descriptionKey: `${L}.sectionListText`,
      fields: [{ name: 'name', labelKey: `${L}.name`, widget: { kind: 'text' }, schema: requisitionListUpdateSchema.shape.name, wide: true }],
    },
  ],
  toForm: (list) => ({ name: list.name }),
  toPayload: (values) => ({ name: typeof values.name === 'string' ? values.name.trim() : values.name }),
  afterCreate: 'show',
};
