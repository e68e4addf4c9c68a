// /rfq: the public board of open requests for quotation, readable signed out. Requests are anonymised
// (the buyer's country and whether it is verified) and show no files; filters and page live in the URL.
// Signed out, suppliers are asked to sign up to quote; signed in, a supplier opens the request on its
// board and a buyer posts its own.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Pagination, Select, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import { CategoryPicker } from '../catalogue/CategoryPicker';
import { useRemote } from '../ssr/useRemote';
import { CountryPicker } from '../components/CountryPicker';
import { useCountryName } from '../components/countries';
import { SearchInput } from '../components/SearchInput';
import { POSTED_WITHIN_DAYS, type PublicRfq, type RfqBoardQuery } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { useLoginState } from '../providers/session';
import { PageFrame } from '../public/PageFrame';
import { quantityText } from '../components/catalogue-format';
import '../catalogue/catalogue.css';
import { listPublicRfqs } from './api';
import { DatePhrase, useLanguage } from './rfq-display';

export const PUBLIC_BOARD_PAGE_SIZE = 20;

/** The board's query from the page's URL: q, category_id, country, posted_within, page. */
export function boardQueryFrom(params: URLSearchParams): RfqBoardQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const within = params.get('posted_within') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    limit: PUBLIC_BOARD_PAGE_SIZE,
    q: params.get('q') || undefined,
    category_id: params.get('category_id') || undefined,
    country: params.get('country') || undefined,
    posted_within: (POSTED_WITHIN_DAYS as readonly string[]).includes(within) ? (within as RfqBoardQuery['posted_within']) : undefined,
  };
}

function RfqCard({ rfq, action }: { rfq: PublicRfq; action: ReactNode }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const countryName = useCountryName();
  return (
    <Card className="rfq-board-card" size="small">
      <h3>{rfq.title}</h3>
      <span className="rfq-muted">
        {rfq.number} · {rfq.category.path}
      </span>
      <ul>
        {rfq.lines.map((line, index) => (
          <li key={index}>
            {quantityText(t, line.quantity, line.unit, language)} × {line.name}
          </li>
        ))}
      </ul>
      <div className="rfq-board-facts">
        <span>{t('rfq.buyerFrom', { country: countryName(rfq.buyer.country) ?? t('rfq.unknownCountry') })}</span>
        {rfq.buyer.verified && (
          <Tag color="success" icon={<SafetyCertificateOutlined aria-hidden />}>
            {t('rfq.verifiedBuyer')}
          </Tag>
        )}
        <span>
          {t('rfq.deliverTo', { country: countryName(rfq.delivery_country) ?? rfq.delivery_country })} · {rfq.incoterm}
        </span>
        <span>
          <DatePhrase iso={rfq.required_by} text={(date) => t('rfq.requiredByDate', { date })} />
        </span>
        <span>
          <DatePhrase iso={rfq.valid_until} text={(date) => t('rfq.closesOn', { date })} />
        </span>
        <span>{t('rfq.quotesOf', { count: rfq.quote_count, wanted: rfq.quotes_wanted })}</span>
      </div>
      <div className="rfq-cta">{action}</div>
    </Card>
  );
}

export function RfqBoardView() {
  const { t } = useTranslation('rfq');
  const [params, setParams] = useSearchParams();
  const { token, userDetails } = useLoginState();
  const query = boardQueryFrom(params);
  const { result, retry } = useRemote(`public/rfqs?${JSON.stringify(query)}`, (signal) => listPublicRfqs(query, signal));
  const roles = userDetails?.roles ?? [];
  const supplier = roles.includes('seller');
  const buyer = roles.includes('buyer');
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const action = (rfq: PublicRfq) =>
    !token ? (
      <Link to="/seller/register">
        <Button type="primary">{t('rfqBoard.signUpToQuote')}</Button>
      </Link>
    ) : supplier ? (
      <Link to={`/rfq-board/${rfq.id}`}>
        <Button type="primary">{t('rfqBoard.quote')}</Button>
      </Link>
    ) : null;

  return (
    <div className="rfq-board">
      <div className="rfq-cta">
        <p className="rfq-muted">{t('rfqBoard.intro')}</p>
        {(buyer || !token) && (
          <Link to={token ? '/rfq/new' : '/login?redirect=%2Frfq%2Fnew'}>
            <Button>{t('rfqNav.post')}</Button>
          </Link>
        )}
      </div>
      <div className="rfq-board-filters" role="search">
        <SearchInput value={query.q ?? ''} placeholder={t('rfq.searchPlaceholder')} label={t('rfqBoard.search')} onChange={(q) => set({ q })} />
        <CategoryPicker value={query.category_id} onChange={(value) => set({ category_id: value })} />
        <CountryPicker
          allowClear
          value={query.country}
          onChange={(value) => set({ country: value ?? undefined })}
          placeholder={t('rfq.deliveryCountry')}
          aria-label={t('rfq.deliveryCountry')}
        />
        <Select<string>
          allowClear
          aria-label={t('rfq.postedWithin')}
          placeholder={t('rfq.postedWithin')}
          value={query.posted_within}
          onChange={(value) => set({ posted_within: value })}
          options={POSTED_WITHIN_DAYS.map((value) => ({ value, label: t(`rfqPostedWithin.${value}`) }))}
        />
      </div>
      {!result ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !result.success ? (
        <CatalogueError title={t('rfqBoard.loadFailed')} message={result.message} onRetry={retry} />
      ) : result.data.length === 0 ? (
        <CatalogueEmpty text={t('rfqBoard.empty')} />
      ) : (
        <>
          <ul className="rfq-board-list" aria-label={t('rfqNav.publicBoard')}>
            {result.data.map((rfq) => (
              <li key={rfq.id}>
                <RfqCard rfq={rfq} action={action(rfq)} />
              </li>
            ))}
          </ul>
          {(result.total ?? 0) > PUBLIC_BOARD_PAGE_SIZE && (
            <Pagination
              current={Number(query.page)}
              pageSize={PUBLIC_BOARD_PAGE_SIZE}
              total={Number(result.total ?? 0)}
              showSizeChanger={false}
              onChange={(page) => set({ page: String(page) })}
            />
          )}
        </>
      )}
    </div>
  );
}

/** Signed out: the board in the public frame. */
export default function PublicRfqBoardPage() {
  const { t } = useTranslation('rfq');
  return (
    <PageFrame title={t('rfqNav.publicBoard')}>
      <div className="container catalogue-page is-public">
        <h1>{t('rfqNav.publicBoard')}</h1>
        <RfqBoardView />
      </div>
    </PageFrame>
  );
}

/** Signed in: the board in the buyer's or the seller's shell (the public frame for anyone else). */
export function SignedInRfqBoardPage() {
  const { t } = useTranslation('rfq');
  return (
    <CatalogueFrame title={t('rfqNav.publicBoard')}>
      <h1 className="rfq-section-title">{t('rfqNav.publicBoard')}</h1>
      <RfqBoardView />
    </CatalogueFrame>
  );
}
