import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { PageErrorBoundary } from '../../../src/components/PageErrorBoundary';
import i18n, { initI18n } from '../../../src/i18n';
import { resetClientErrorReports } from '../../../src/providers/client-errors';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
let reports: Array<Record<string, unknown>> = [];
let failing = true;

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'company')");
}
function Flaky() {
  if (failing) throw new Error('Flaky page');
  return <h1>Flaky page recovered</h1>;
}

/** A shell around the page, as the seller, buyer and staff shells are. */
function Shell() {
  return (
    <div>
      <nav>
        <Link to="/orders">Orders</Link>
        <Link to="/products">Products</Link>
        <Link to="/flaky">Flaky</Link>
      </nav>
      <PageErrorBoundary home="/products">
        <Outlet />
      </PageErrorBoundary>
    </div>
  );
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/orders" element={<Broken />} />
          <Route path="/products" element={<h1>Products page</h1>} />
          <Route path="/flaky" element={<Flaky />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n());
beforeEach(() => {
  reports = [];
  failing = true;
  resetClientErrorReports();
  server.use(
    http.post(apiUrl('client-errors'), async ({ request }) => {
      reports.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, message: 'Error report received', data: null }, { status: 202 });
    }),
  );
});

describe('a page that fails to render', () => {
  it('shows a message inside the shell, reports the error, and the next page renders again', async () => {
    const user = userEvent.setup();
    renderApp('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
    await waitFor(() => expect(reports.map((r) => r.message)).toContain("Cannot read properties of undefined (reading 'company')"));

    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again on Retry, and Go back leads home when there is no earlier page', async () => {
    const user = userEvent.setup();
    renderApp('/flaky');
    await screen.findByRole('alert');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Flaky page recovered' })).toBeInTheDocument();

    failing = true;
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderApp('/orders');
      expect(await screen.findByRole('alert')).toHaveTextContent('यह पेज नहीं दिखाया जा सका');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
