// Back office: the category tree (/admin/categories). The list is the tree itself (a page of its own,
// the whole tree in one read); administrators create, rename, move, retire and restore.
import { ApartmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { AdminCategory } from '../../../contract/admin';
import { CATEGORY_STATUS } from '../../common/values';
import { defineResource } from '../../../engine/types';

export const adminCategories = defineResource<AdminCategory>({
  name: 'admin/categories',
  labelKey: 'adminCategories.title',
  singularKey: 'adminCategories.one',
  icon: ApartmentOutlined,
  routes: { list: '/admin/categories' },
  menu: { labelKey: 'adminNav.categories', icon: ApartmentOutlined },
  access: { area: 'categoriesRead', write: 'categoriesWrite' },
  list: {
    columns: [
      { key: 'name', titleKey: 'adminCategories.name', field: 'name', card: 'title' },
      { key: 'status', titleKey: 'adminCategories.status', field: 'status', cell: { kind: 'enum', values: CATEGORY_STATUS } },
      { key: 'products', titleKey: 'adminCategories.products', field: 'product_count', cell: { kind: 'number' } },
    ],
    filters: [],
    emptyKey: 'adminCategories.empty',
  },
  pages: { list: lazy(() => import('../../pages/CategoriesPage')) },
});
