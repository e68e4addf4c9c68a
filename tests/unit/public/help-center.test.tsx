import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpArticleSummary } from '../../../src/contract/help';
import { HelpCenterDetailsPage, HelpCenterPage } from '../../../src/help/HelpCenterPages';
import i18n, { initI18n } from '../../../src/i18n';
import { apiUrl, useMswServer } from '../setup';

beforeAll(() => initI18n());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/HelpCenter"
          element={
            <>
              <HelpCenterPage />
              <Where />
            </>
          }
        />
        <Route path="/helpCenterDetails" element={<HelpCenterDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const summary = (slug: string, title: string, language: HelpArticleSummary['language'] = 'en'): HelpArticleSummary => ({
  slug,
  topic: 'account',
  title,
  summary: `About ${title}`,
  language,
  updated_at: '2026-01-05T10:00:00.000Z',
});
const list = (data: HelpArticleSummary[]) =>
  HttpResponse.json({ success: true, message: 'ok', data, pagination: { page: 1, limit: 50, totalPages: 1 }, total: data.length });
const topics = () => HttpResponse.json({ success: true, message: 'ok', data: [{ topic: 'account', count: 2 }] });

describe('help center search', () => {
  const server = useMswServer();

  it('searches with the words typed and the reader’s language, and lists what matches', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('help/topics'), topics),
      http.get(apiUrl('help/articles'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return list(query.get('q') ? [summary('recovery-contacts', 'Recovery contacts')] : [summary('keep-your-account-safe', 'Keep your account safe')]);
      }),
    );
    renderAt('/HelpCenter');
    expect(await screen.findByRole('link', { name: 'Keep your account safe' })).toBeInTheDocument();
    expect(asked[0].get('lang')).toBe('en');
    expect(asked[0].has('q')).toBe(false);

    fireEvent.change(screen.getByLabelText('Search the help center'), { target: { value: '  recover ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/HelpCenter?q=recover');
    expect(await screen.findByRole('heading', { level: 2, name: 'Articles about “recover”' })).toBeInTheDocument();
    const result = await screen.findByRole('link', { name: 'Recovery contacts' });
    expect(result).toHaveAttribute('href', '/helpCenterDetails?id=recovery-contacts');
    expect(asked.at(-1)?.get('q')).toBe('recover');
    // While searching, the topics give way to the results and a way back.
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All topics' })).toHaveAttribute('href', '/HelpCenter');
  });

  it('says when nothing matches, and offers to try again after a failure', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('help/topics'), topics),
      http.get(apiUrl('help/articles'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'Bad request', errors: {} }, { status: 400 }) : list([]);
      }),
    );
    renderAt('/HelpCenter?q=zzzz');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No article matches. Try other words, or contact support below.')).toBeInTheDocument();
  });
});

describe('help article', () => {
  const server = useMswServer();
  const article = (language: HelpArticle['language'], title: string): HelpArticle => ({
    ...summary('payment-methods', title, language),
    topic: 'payments',
    body: '## Heading\n- one\n- two\n\nA paragraph.',
    related: [summary('order-statuses', 'What each order status means', language)],
  });

  it('shows a translated article without the untranslated note', async () => {
    await i18n.changeLanguage('zh');
    try {
      server.use(
        http.get(apiUrl('help/articles/payment-methods'), ({ request }) =>
          HttpResponse.json({ success: true, message: 'ok', data: article(new URL(request.url).searchParams.get('lang') === 'zh' ? 'zh' : 'en', '付款方式') }),
        ),
      );
      renderAt('/helpCenterDetails?id=payment-methods');
      const heading = await screen.findByRole('heading', { level: 1, name: '付款方式' });
      expect(heading.closest('article')).toHaveAttribute('lang', 'zh');
      expect(screen.queryByText(i18n.t('helpCenter.untranslated'))).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('notes when an article is shown in English for want of a translation', async () => {
    await i18n.changeLanguage('hi');
    try {
      server.use(
        http.get(apiUrl('help/articles/payment-methods'), () => HttpResponse.json({ success: true, message: 'ok', data: article('en', 'How payment works') })),
      );
      renderAt('/helpCenterDetails?id=payment-methods');
      const heading = await screen.findByRole('heading', { level: 1, name: 'How payment works' });
      const body = heading.closest('article') as HTMLElement;
      expect(body).toHaveAttribute('lang', 'en');
      expect(within(body).getByText(i18n.t('helpCenter.untranslated'))).toBeInTheDocument();
      expect(within(body).getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
      expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
