import { DeleteOutlined, PictureOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Pagination, Segmented, Skeleton, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import '../catalogue/catalogue.css';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import { countryName } from '../components/countries';
import { priceRangeText, quantityText } from '../components/catalogue-format';
import { CATALOGUE_PATHS } from '../catalogue/public-paths';
import { useRemote } from '../ssr/useRemote';
import { VerifiedBadge } from '../components/VerifiedBadge';
import type { ListItem, ListName } from '../contract/lists';
import { responsiveImage } from '../contract/catalog-constants';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { toast } from '../providers/toast';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { holdsPermission, useCompany } from '../company/company-store';
import { LIST_PAGE_SIZE, listFromPath, listPageFromParams, moveToCart } from './list-actions';
import './lists.css';

const TEXT_KEYS: Record<ListName, { title: string; intro: string; empty: string }> = {
  favorites: { title: 'listsPage.favoritesTitle', intro: 'listsPage.favoritesIntro', empty: 'listsPage.favoritesEmpty' },
  wishlist: { title: 'listsPage.wishlistTitle', intro: 'listsPage.wishlistIntro', empty: 'listsPage.wishlistEmpty' },
  recent: { title: 'listsPage.recentTitle', intro: 'listsPage.recentIntro', empty: 'listsPage.recentEmpty' },
};

function ListRowSkeleton() {
  return (
    <li className="list-row is-skeleton" aria-hidden>
      <div className="list-row-image catalogue-shimmer" />
      <div className="list-row-body">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['40%', '30%'] }} />
      </div>
    </li>
  );
}

function ListRow({
  item,
  list,
  busy,
  onMove,
  onRemove,
}: {
  item: ListItem;
  list: ListName;
  busy: 'move' | 'remove' | null;
  onMove: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('lists');
  const language = i18n.resolvedLanguage ?? 'en';
  const { product } = item;
  const country = countryName(product.supplier.country, language);
  return (
    <li className={item.available ? 'list-row' : 'list-row is-unavailable'}>
      <div className="list-row-image">
        {product.cover_image_url ? (
          <img alt="" loading="lazy" decoding="async" {...responsiveImage(product.cover_image_url, '96px')} />
        ) : (
          <PictureOutlined aria-hidden className="list-row-noimage" />
        )}
      </div>
      <div className="list-row-body">
        <h2 className="list-row-name">
          {item.available ? <Link to={CATALOGUE_PATHS.public.details(product.id)}>{product.name}</Link> : <span>{product.name}</span>}
          {!item.available && <Tag className="list-row-tag">{t('listsPage.unavailable')}</Tag>}
        </h2>
        <p className="list-row-price">
          <span className="catalogue-money">{priceRangeText(product.price_min_minor, product.price_max_minor, product.currency, language)}</span>
          <span className="list-row-moq">{t('catalogue.minOrder', { quantity: quantityText(t, product.moq, product.unit, language) })}</span>
        </p>
        <p className="list-row-supplier">
          <span>{country ? t('catalogue.supplierFrom', { supplier: product.supplier.name, country }) : product.supplier.name}</span>
          {product.supplier.verified && <VerifiedBadge verification={product.supplier.verification} />}
        </p>
        <p className="list-row-added">
          {t(list === 'recent' ? 'listsPage.viewed' : 'listsPage.added')}:{' '}
          <Tooltip title={exactTimeText(item.added_at, language)}>
            <time dateTime={item.added_at}>{relativeTimeText(item.added_at, language)}</time>
          </Tooltip>
          {item.saved_by && <span className="list-row-saved-by"> · {t('listsPage.savedBy', { name: item.saved_by.name })}</span>}
        </p>
      </div>
      <div className="list-row-actions">
        <Button
          type="primary"
          icon={<ShoppingCartOutlined aria-hidden />}
          disabled={!item.available || busy !== null}
          loading={busy === 'move'}
          aria-label={t('listsPage.moveNamed', { name: product.name })}
          onClick={onMove}
        >
          {t('listsPage.moveToCart')}
        </Button>
        {/* A colleague's favourite is theirs to remove. */}
        {!item.saved_by && (
          <Button
            icon={<DeleteOutlined aria-hidden />}
            disabled={busy !== null}
            loading={busy === 'remove'}
            aria-label={t('listsPage.removeNamed', { name: product.name })}
            onClick={onRemove}
          >
            {t('listsPage.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** /favorites, /wishlist and /recent: one page, the list named by the path; paginated in the URL. */
export default function ListPage() {
  const { t } = useTranslation('lists');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = listFromPath(pathname);
  const [params, setParams] = useSearchParams();
  const page = listPageFromParams(params);
  // A company member whose role reads colleagues' favourites can switch to the company's (whose=company).
  const company = useCompany();
  const canShare = list === 'favorites' && holdsPermission('favourites.read_all', company);
  const whose = canShare && params.get('whose') === 'company' ? 'company' : 'mine';
  const [busy, setBusy] = useState<{ id: string; action: 'move' | 'remove' } | null>(null);
  const { result, loading, retry } = useRemote(`${list}|${page}|${whose}`, (signal) =>
    api.get<ListItem[]>(`lists/${list}`, { query: { page, limit: LIST_PAGE_SIZE, ...(whose === 'company' ? { whose } : {}) }, signal, toast: false }),
  );
  const setWhose = (next: string) => {
    const updated = new URLSearchParams(params);
    updated.delete('page');
    if (next === 'company') updated.set('whose', 'company');
    else updated.delete('whose');
    setParams(updated);
  };
  const keys = TEXT_KEYS[list];
  const total = result?.success ? (result.total ?? result.data.length) : 0;
  const lastPage = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  useEffect(() => {
    document.title = `${t(keys.title)} · ${t('brand.name')}`;
  }, [t, keys.title]);

  // Removing the last row of the last page goes back a page instead of showing an empty one.
  useEffect(() => {
    if (result?.success && result.data.length === 0 && total > 0 && page > lastPage) {
      const next = new URLSearchParams(params);
      if (lastPage > 1) next.set('page', String(lastPage));
      else next.delete('page');
      setParams(next, { replace: true });
    }
  }, [result, total, page, lastPage, params, setParams]);

  const goTo = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next > 1) updated.set('page', String(next));
    else updated.delete('page');
    setParams(updated);
  };

  const remove = async (item: ListItem) => {
    setBusy({ id: item.product_id, action: 'remove' });
    const outcome = await api.del(`lists/${list}/${encodeURIComponent(item.product_id)}`, undefined, { toast: false });
    setBusy(null);
    if (outcome.success || outcome.status === 404) {
      toast.success(t('listsPage.removed'));
      retry();
    } else toast.error(translateMessage(outcome.message));
  };

  const move = async (item: ListItem) => {
    setBusy({ id: item.product_id, action: 'move' });
    const outcome = await moveToCart(list, item);
    setBusy(null);
    if (outcome.success) {
      toast.success(t('listsPage.moved', { name: item.product.name, quantity: item.product.moq }));
      retry();
    } else toast.error(translateMessage(outcome.message));
  };

  let body;
  if (loading) {
    body = (
      <ul className="list-rows" role="status" aria-busy="true" aria-label={t('listsPage.loading')}>
        {[0, 1, 2].map((index) => (
          <ListRowSkeleton key={index} />
        ))}
      </ul>
    );
  } else if (result && !result.success) {
    body = <CatalogueError title={t('listsPage.loadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;
  } else if (result && result.data.length === 0) {
    body = (
      <CatalogueEmpty
        text={t(whose === 'company' ? 'listsPage.favoritesCompanyEmpty' : keys.empty)}
        action={
          <Button type="primary" onClick={() => navigate(CATALOGUE_PATHS.public.catalogue)}>
            {t('listsPage.browse')}
          </Button>
        }
      />
    );
  } else if (result) {
    body = (
      <ul className="list-rows">
        {result.data.map((item) => (
          <ListRow
            key={item.product_id}
            item={item}
            list={list}
            busy={busy?.id === item.product_id ? busy.action : null}
            onMove={() => void move(item)}
            onRemove={() => void remove(item)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="list-page">
      <header className="list-page-header">
        <div>
          <h1>{t(keys.title)}</h1>
          <p>{t(whose === 'company' ? 'listsPage.favoritesCompanyIntro' : keys.intro)}</p>
          {canShare && (
            <Segmented
              className="list-page-whose"
              aria-label={t('listsPage.whoseLabel')}
              value={whose}
              onChange={(value) => setWhose(String(value))}
              options={[
                { value: 'mine', label: t('listsPage.whoseMine') },
                { value: 'company', label: t('listsPage.whoseCompany') },
              ]}
            />
          )}
        </div>
        <Link to={CATALOGUE_PATHS.public.catalogue} className="list-page-browse">
          {t('listsPage.browse')}
        </Link>
      </header>
      {body}
      {result?.success && total > 0 && (
        <nav className="list-pagination" aria-label={t('listsPage.pages')}>
          <Pagination
            current={Math.min(page, lastPage)}
            pageSize={LIST_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            hideOnSinglePage={false}
            showTotal={(count, [from, to]) => t('listsPage.range', { from, to, total: count })}
            onChange={goTo}
          />
        </nav>
      )}
    </div>
  );
}
