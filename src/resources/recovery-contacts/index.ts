// Recovery contacts (/recovery-contacts): extra emails and phone numbers for recovery sign-in. The page
// is the resource's own (adding goes straight on to the code, a primary, a guarded removal); the
// declaration gives it its route, its Refine resource and its menu label.
import { ContactsOutlined, SafetyOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { RecoveryContact } from '../../contract/recovery-contacts';
import { defineResource } from '../../engine/types';

export const recoveryContacts = defineResource<RecoveryContact>({
  name: 'recovery-contacts',
  labelKey: 'recoveryPage.title',
  singularKey: 'recoveryPage.one',
  texts: ['recovery', 'account'],
  icon: SafetyOutlined,
  routes: { list: '/recovery-contacts' },
  menu: { section: 'profile', labelKey: 'sellerNav.recovery', icon: ContactsOutlined },
  // Read by the generic parts that describe a list (search, the command palette); the page draws its own.
  list: {
    columns: [
      { key: 'value', titleKey: 'recoveryPage.value', field: 'value', card: 'title' },
      { key: 'kind', titleKey: 'recoveryPage.kind', field: 'kind' },
    ],
    filters: [],
    emptyKey: 'recoveryPage.empty',
  },
  show: { titleField: 'value', facts: [] },
  pages: { list: lazy(() => import('./page')) },
});
