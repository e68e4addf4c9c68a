import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDialog } from '../../../src/admin/common/dialog-store';
import type { AdminCategory, AdminCategoryRequest } from '../../../src/contract/admin';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { adminCategoryRequests } from '../../../src/admin/resources/category-requests';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();

// A list, a dialog and a tree select in jsdom take longer than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const HOME = '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a01';
const KITCHEN = '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a02';
const INDUSTRIAL = '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a03';

const category = (id: string, name: string, path: string, parent_id: string | null, depth: number): AdminCategory => ({
  id,
  parent_id,
  name,
  path,
  depth,
  status: 'active',
  product_count: 0,
  subtree_product_count: 0,
  children_count: 0,
  active_children_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

const tree = [
  category(HOME, 'Home & Garden', 'Home & Garden', null, 0),
  category(KITCHEN, 'Kitchenware', 'Home & Garden / Kitchenware', HOME, 1),
  category(INDUSTRIAL, 'Industrial', 'Industrial', null, 0),
];

const request: AdminCategoryRequest = {
  id: '9a1d5f00-0000-4000-8000-0000000000c1',
  seller: { id: '5b0c1c7e-0000-4000-8000-000000000001', name: 'Li Wei', email: 'seller@demo.test', company: 'Asha Kitchen Supply' },
  name: 'bamboo cutlery',
  parent_id: KITCHEN,
  parent_path: 'Home & Garden / Kitchenware',
  reason: 'We make bamboo spoons and forks and there is no category for them.',
  status: 'pending',
  reviewer_note: null,
  reviewed_at: null,
  reviewed_by: null,
  category_id: null,
  category_path: null,
  created_at: new Date(Date.now() - 86_400_000).toISOString(),
};

let approvals: unknown[] = [];
let categoryQueries: string[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  approvals = [];
  categoryQueries = [];
  signInAs('reviewer');
  server.use(
    http.get(apiUrl('admin/category-requests'), () => listEnvelope([request])),
    http.get(apiUrl('admin/categories'), ({ request: call }) => {
      categoryQueries.push(new URL(call.url).search);
      return listEnvelope(tree);
    }),
    http.post(apiUrl('admin/category-requests/:id/approve'), async ({ request: call }) => {
      approvals.push(await call.json());
      return okEnvelope('Category request approved', { ...request, status: 'approved' });
    }),
  );
});
afterEach(() => {
  adminDialog.close();
  sessionStore.clear();
});

async function openApproval() {
  renderAdmin(<ResourceList resource={adminCategoryRequests} />, '/admin/category-requests');
  await userEvent.click(await screen.findByLabelText('More actions for bamboo cutlery'));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Approve' }));
  return screen.findByRole('dialog');
}

describe('approving a category request', () => {
  it('starts from the parent the seller asked for, from the active tree', async () => {
    const dialog = await openApproval();
    expect(within(dialog).getByText('Home & Garden / Kitchenware / bamboo cutlery')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTitle('Home & Garden / Kitchenware')).toBeTruthy());
    expect(categoryQueries.some((search) => search.includes('status=active'))).toBe(true);
    expect((within(dialog).getByLabelText('Category name') as HTMLInputElement).value).toBe('bamboo cutlery');
  });

  it('sends the parent chosen in the picker and the corrected name', async () => {
    const dialog = await openApproval();
    await waitFor(() => expect(within(dialog).getByTitle('Home & Garden / Kitchenware')).toBeTruthy());
    // Opens the tree (antd opens a select on mouse down) and picks another parent.
    const picker = within(dialog).getByRole('combobox', { name: 'Parent category' });
    fireEvent.mouseDown(picker.closest('.ant-select-selector')!);
    const industrial = await waitFor(() => {
      const node = document.querySelector('.ant-select-tree-node-content-wrapper[title="Industrial"]');
      if (!node) throw new Error('the tree has no Industrial node yet');
      return node;
    });
    fireEvent.click(industrial);
    await waitFor(() => expect(within(dialog).getByTitle('Industrial')).toBeTruthy());
    const name = within(dialog).getByLabelText('Category name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bamboo cutlery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and create' }));
    await waitFor(() => expect(approvals).toEqual([{ parent_id: INDUSTRIAL, name: 'Bamboo cutlery' }]));
  });

  it('keeps what the seller asked for when nothing changes, and refuses an empty name', async () => {
    const dialog = await openApproval();
    const name = within(dialog).getByLabelText('Category name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and create' }));
    expect(await within(dialog).findByText('Name the category')).toBeTruthy();
    expect(approvals).toEqual([]);
    await userEvent.type(name, 'bamboo cutlery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and create' }));
    await waitFor(() => expect(approvals).toEqual([{ parent_id: KITCHEN }]));
  });
});
