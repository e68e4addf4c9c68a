import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { ImportDialog, importProductsCsv } from '../../../src/resources/products/csv';
import { apiUrl, useMswServer } from '../setup';
import { signIn } from './helpers';

const server = useMswServer();
let received: { auth: string | null; file: string | null } | null = null;

beforeAll(() => initI18n());
beforeEach(() => {
  received = null;
  signIn();
});
afterEach(() => sessionStore.clear());

function answer(status: number, body: Record<string, unknown>) {
  server.use(
    http.post(apiUrl('products/import'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      // The File class of jsdom and of the fetch implementation differ, so no instanceof.
      received = { auth: request.headers.get('authorization'), file: typeof file === 'object' && file !== null ? await file.text() : null };
      return HttpResponse.json(body, { status });
    }),
  );
}

const csv = () => new File(['sku,name\nA-1,Mug\n'], 'products.csv', { type: 'text/csv' });

describe('CSV import', { timeout: 30_000 }, () => {
  it('sends the file as multipart with the token and reads the summary', async () => {
    answer(200, { success: true, message: '1 created, 0 updated', data: { created: 1, updated: 0, problems: [] } });
    expect(await importProductsCsv(csv())).toEqual({ kind: 'imported', done: { created: 1, updated: 0 } });
    expect(received).toEqual({ auth: 'Bearer tok-1', file: 'sku,name\nA-1,Mug\n' });
  });

  it('keeps the per-row report of a refused file', async () => {
    const problems = [{ row: 3, field: 'price', message: '"abc" is not an amount' }];
    answer(422, { success: false, message: 'No products were imported: 1 problem to fix', data: { created: 0, updated: 0, problems } });
    expect(await importProductsCsv(csv())).toEqual({ kind: 'problems', message: 'No products were imported: 1 problem to fix', problems });
  });

  it('shows the report table row by row, and imports nothing', async () => {
    const user = userEvent.setup();
    answer(422, {
      success: false,
      message: 'No products were imported: 2 problems to fix',
      data: {
        created: 0,
        updated: 0,
        problems: [
          { row: 2, field: 'name', message: 'Product name is required' },
          { row: 4, field: 'currency', message: 'Unknown currency "XYZ"' },
        ],
      },
    });
    const onImported = vi.fn(async () => undefined);
    render(<ImportDialog open onClose={() => undefined} onImported={onImported} />);
    await user.upload(screen.getByTestId('product-import-input'), csv());
    expect(screen.getByText('products.csv')).toBeInTheDocument();
    await user.click(screen.getByText('Import'));

    expect(await screen.findByText('No products were imported: 2 problems to fix')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('.import-report tbody tr.ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2', 'name', 'Product name is required'],
      ['4', 'currency', 'Unknown currency "XYZ"'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a summary after a good file and refreshes the list', async () => {
    const user = userEvent.setup();
    answer(200, { success: true, message: '2 created, 1 updated', data: { created: 2, updated: 1, problems: [] } });
    const onImported = vi.fn(async () => undefined);
    render(<ImportDialog open onClose={() => undefined} onImported={onImported} />);
    await user.upload(screen.getByTestId('product-import-input'), csv());
    await user.click(screen.getByText('Import'));
    expect(await screen.findByText('2 created, 1 updated')).toBeInTheDocument();
    expect(screen.getByText('Import finished')).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  });
});
