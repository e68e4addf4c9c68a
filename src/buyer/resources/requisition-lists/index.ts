// The company's requisition lists (/company/requisition-lists): named saved carts any buyer member orders
// from. The list and the name drawer are the engine's; a list's page (its lines with quantities and
// "Add to cart") is its own.
import { OrderedListOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { RequisitionList } from '../../../contract/company';
import { defineResource } from '../../../engine/types';
import { holdsPermission } from '../../../company/company-store';
import { PersonCell } from '../../../company/cells';

const L = 'resources.buyer-requisition-lists';

export default defineResource<RequisitionList>({
  name: 'company/requisition-lists',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: OrderedListOutlined,
  texts: ['companyPortal'],
  routes: { list: '/company/requisition-lists', show: '/company/requisition-lists/:id' },
  menu: { section: 'company', labelKey: `${L}.title`, icon: OrderedListOutlined, permission: 'lists.read' },
  writable: () => holdsPermission('lists.manage'),
  list: {
    columns: [
      { key: 'name', titleKey: `${L}.name`, field: 'name', link: 'show', card: 'title' },
      { key: 'lines', titleKey: `${L}.lines`, field: 'line_count', cell: { kind: 'number' }, align: 'right' },
      { key: 'createdBy', titleKey: `${L}.createdBy`, cell: { kind: 'custom', cell: PersonCell } },
      { key: 'updated', titleKey: `${L}.updated`, field: 'updated_at', cell: { kind: 'relativeTime' } },
    ],
    filters: [{ kind: 'search', placeholderKey: `${L}.search` }],
    rowActions: [
      { key: 'show', kind: 'show', labelKey: 'resources.view' },
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'resources.delete',
        danger: true,
        confirm: { titleKey: `${L}.deleteTitle`, textKey: `${L}.deleteText`, confirmKey: `${L}.deleteConfirm` },
      },
    ],
    emptyKey: `${L}.empty`,
    createKey: `${L}.add`,
  },
  show: { titleField: 'name', facts: [] },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.requisitionListForm) },
  pages: { show: lazy(() => import('../../../company/RequisitionListPage')) },
});
