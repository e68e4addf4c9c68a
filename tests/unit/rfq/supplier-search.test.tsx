// The RFQ form's supplier picker: a supplier is found by its name (store, company or account), not only
// by a product it sells; and an empty list says what happened. A five-letter name that finds nothing
// said "Type at least two letters" before: now it says no supplier matches it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { SupplierSearch } from '../../../src/rfq/SupplierSearch';
import { buyerUser } from '../users';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => initI18n());
beforeEach(() => sessionStore.setSession('tok-1', buyerUser()));
afterEach(() => sessionStore.clear());

const page = { page: 1, limit: 24, totalPages: 1 };
const emptyCatalogue = () => HttpResponse.json({ success: true, message: 'OK', data: [], pagination: page, total: 0 });

describe('the supplier picker of an invited request', () => {
  it('finds a supplier by a five-letter name the catalogue does not know', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('public/products'), emptyCatalogue),
      http.get(apiUrl('rfq-suppliers'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ success: true, message: 'OK', data: [{ id: 's-1', name: 'Harbor Steel Store', country: 'CN', verified: true }] });
      }),
    );
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<SupplierSearch initial={[]} onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), 'Harbo');
    await user.click(await screen.findByText('Harbor Steel Store'));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['s-1']);
    expect(asked.at(-1)).toBe('Harbo');
    expect(screen.queryByText('Type at least two letters')).not.toBeInTheDocument();
  });

  it('says no supplier matches a name that finds nothing, and asks for two letters only when fewer were typed', async () => {
    server.use(
      http.get(apiUrl('public/products'), emptyCatalogue),
      http.get(apiUrl('rfq-suppliers'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
    );
    const user = userEvent.setup({ delay: null });
    render(<SupplierSearch initial={[]} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'Zebra');
    expect(await screen.findByText('No supplier matches “Zebra”')).toBeInTheDocument();
    expect(screen.queryByText('Type at least two letters')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Z');
    expect(await screen.findByText('Type at least two letters')).toBeInTheDocument();
  });
});
