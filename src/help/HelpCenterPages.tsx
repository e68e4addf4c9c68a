// /HelpCenter and /helpCenterDetails?id=<slug>: public pages, light (no Refine, no antd tables), reachable
// signed in and signed out. Articles come from the API in the reader's language, English where untranslated.
import {
  AppstoreOutlined,
  CreditCardOutlined,
  LikeOutlined,
  DislikeOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useRemote } from '../ssr/useRemote';
import { helpBlocks, type HelpArticle, type HelpArticleSummary, type HelpTopic } from '../contract/help';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { shellFor } from '../providers/roles';
import { useLoginState } from '../providers/session';
import { PageFrame } from '../public/PageFrame';
import './help.css';

const TOPIC_ICONS: Record<HelpTopic, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  'getting-started': RocketOutlined,
  onboarding: SafetyCertificateOutlined,
  products: AppstoreOutlined,
  orders: ShoppingCartOutlined,
  payments: CreditCardOutlined,
  account: UserOutlined,
};
const TOPICS = Object.keys(TOPIC_ICONS) as HelpTopic[];

type Load<T> = { state: 'loading' } | { state: 'failed'; message: string; status: number } | { state: 'ready'; data: T };

/**
 * The help center's frame: inside the portal's shell for an onboarded seller and a buyer (see shellFor),
 * so an article opened from the seller home keeps the sidebar; the public frame for anyone else.
 */
function HelpFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  const { pathname } = useLocation();
  const inShell = shellFor(userDetails, pathname) !== null;
  const brand = t('brand.name');
  useEffect(() => {
    if (inShell) document.title = `${title} · ${brand}`;
  }, [inShell, title, brand]);
  if (inShell) return <div className="resource-page help-in-shell">{children}</div>;
  return <PageFrame title={title}>{children}</PageFrame>;
}

/** One public GET, again whenever `path` changes; the second value asks again. */
function useHelp<T>(path: string): [Load<T>, () => void] {
  const { result, retry } = useRemote<T>(path, (signal) => api.publicGet<T>(path, { toast: false, signal }));
  if (!result) return [{ state: 'loading' }, retry];
  return [result.success ? { state: 'ready', data: result.data } : { state: 'failed', message: result.message, status: result.status }, retry];
}

function useLanguage(): string {
  const { i18n } = useTranslation('help');
  return i18n.resolvedLanguage ?? 'en';
}

const articleHref = (slug: string) => `/helpCenterDetails?id=${encodeURIComponent(slug)}`;

function ArticleList({ articles }: { articles: HelpArticleSummary[] }) {
  const { t } = useTranslation('help');
  return (
    <ul className="help-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={articleHref(article.slug)} className="help-list-title">
            {article.title}
          </Link>
          <p>{article.summary}</p>
          <span className="help-topic-tag">{t(`helpTopics.${article.topic}`)}</span>
        </li>
      ))}
    </ul>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <div className="help-state" role="alert">
      <p>{translateMessage(message)}</p>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

function Skeleton() {
  return (
    <ul className="help-list" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="help-skeleton" />
      ))}
    </ul>
  );
}

export function HelpCenterPage() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  // Signed out, the portal's contact page does not exist: visitors have their own.
  const { token } = useLoginState();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topic = TOPICS.find((candidate) => candidate === params.get('topic'));
  const [draft, setDraft] = useState(q);
  const query = new URLSearchParams({ lang: language, limit: '50' });
  if (q) query.set('q', q);
  if (topic) query.set('topic', topic);
  const [articles, retry] = useHelp<HelpArticleSummary[]>(`help/articles?${query.toString()}`);
  const [topics] = useHelp<Array<{ topic: HelpTopic; count: number }>>('help/topics');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };
  const heading = q ? t('helpCenter.resultsFor', { q }) : topic ? t(`helpTopics.${topic}`) : t('helpCenter.popular');

  return (
    <HelpFrame title={t('helpCenter.title')}>
      <section className="help-hero">
        <div className="container">
          <h1>{t('helpCenter.title')}</h1>
          <p>{t('helpCenter.subtitle')}</p>
          <form role="search" className="help-search" onSubmit={search}>
            <label htmlFor="help-search" className="visually-hidden">
              {t('helpCenter.searchLabel')}
            </label>
            <SearchOutlined aria-hidden className="help-search-icon" />
            <input
              id="help-search"
              type="search"
              value={draft}
              maxLength={200}
              placeholder={t('helpCenter.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="link-button">
              {t('helpCenter.search')}
            </button>
          </form>
        </div>
      </section>
      <div className="container help-body">
        {!q && (
          <nav aria-label={t('helpCenter.topicsLabel')}>
            <ul className="help-topics">
              {TOPICS.map((key) => {
                const Icon = TOPIC_ICONS[key];
                const count = topics.state === 'ready' ? topics.data.find((entry) => entry.topic === key)?.count : undefined;
                return (
                  <li key={key}>
                    <Link
                      to={`/HelpCenter?topic=${key}`}
                      className={key === topic ? 'help-topic is-current' : 'help-topic'}
                      aria-current={key === topic ? 'page' : undefined}
                    >
                      <Icon className="help-topic-icon" aria-hidden />
                      <span className="help-topic-name">{t(`helpTopics.${key}`)}</span>
                      <span className="help-topic-text">{t(`helpTopicText.${key}`)}</span>
                      {count !== undefined && <span className="help-topic-count">{t('helpCenter.articles', { count })}</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        <section aria-labelledby="help-results" className="help-results">
          <h2 id="help-results">{heading}</h2>
          {(q || topic) && (
            <Link to="/HelpCenter" className="help-back">
              {t('helpCenter.allTopics')}
            </Link>
          )}
          {articles.state === 'loading' && <Skeleton />}
          {articles.state === 'failed' && <Problem message={articles.message} onRetry={retry} />}
          {articles.state === 'ready' &&
            (articles.data.length === 0 ? (
              <p className="help-state">{t('helpCenter.noResults')}</p>
            ) : (
              <ArticleList articles={q || topic ? articles.data : articles.data.slice(0, 6)} />
            ))}
        </section>
        <p className="help-contact">
          {t('helpCenter.stillNeedHelp')} <Link to={token ? '/support/contact' : '/contact'}>{t('helpCenter.contactSupport')}</Link>
        </p>
      </div>
    </HelpFrame>
  );
}

function Feedback({ slug }: { slug: string }) {
  const { t } = useTranslation('help');
  const [sent, setSent] = useState<'idle' | 'busy' | 'done'>('idle');
  const answer = async (helpful: boolean) => {
    setSent('busy');
    const result = await api.publicPost(`help/articles/${encodeURIComponent(slug)}/feedback`, { helpful });
    setSent(result.success ? 'done' : 'idle');
  };
  if (sent === 'done')
    return (
      <p className="help-feedback" role="status">
        {t('helpCenter.thanks')}
      </p>
    );
  return (
    <div className="help-feedback" role="group" aria-labelledby="help-feedback-question">
      <span id="help-feedback-question">{t('helpCenter.wasHelpful')}</span>
      <button type="button" className="help-feedback-button" disabled={sent === 'busy'} onClick={() => void answer(true)}>
        <LikeOutlined aria-hidden /> {t('helpCenter.yes')}
      </button>
      <button type="button" className="help-feedback-button" disabled={sent === 'busy'} onClick={() => void answer(false)}>
        <DislikeOutlined aria-hidden /> {t('helpCenter.no')}
      </button>
    </div>
  );
}

export function HelpCenterDetailsPage() {
  const { t, i18n } = useTranslation('help');
  const language = useLanguage();
  const [params] = useSearchParams();
  const slug = params.get('id') ?? '';
  const [article, retry] = useHelp<HelpArticle>(`help/articles/${encodeURIComponent(slug || '-')}?lang=${language}`);
  const title = article.state === 'ready' ? article.data.title : t('helpCenter.title');

  return (
    <HelpFrame title={title}>
      <div className="container help-article-page">
        <nav aria-label={t('helpCenter.breadcrumb')} className="help-breadcrumb">
          <Link to="/HelpCenter">{t('helpCenter.title')}</Link>
          {article.state === 'ready' && (
            <>
              <span aria-hidden> › </span>
              <Link to={`/HelpCenter?topic=${article.data.topic}`}>{t(`helpTopics.${article.data.topic}`)}</Link>
            </>
          )}
        </nav>
        {article.state === 'loading' && <Skeleton />}
        {article.state === 'failed' &&
          (article.status === 404 || article.status === 400 ? (
            <div className="help-state">
              <h1>{t('helpCenter.notFound')}</h1>
              <p>{t('helpCenter.notFoundText')}</p>
              <Link className="link-button" to="/HelpCenter">
                {t('helpCenter.allTopics')}
              </Link>
            </div>
          ) : (
            <Problem message={article.message} onRetry={retry} />
          ))}
        {article.state === 'ready' && (
          <div className="help-article-layout">
            <article className="help-article" lang={article.data.language}>
              <h1>{article.data.title}</h1>
              <p className="help-article-meta">
                {t('helpCenter.updated', {
                  date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(article.data.updated_at)),
                })}
              </p>
              {article.data.language !== language && <p className="help-untranslated">{t('helpCenter.untranslated')}</p>}
              <p className="help-article-summary">{article.data.summary}</p>
              {helpBlocks(article.data.body).map((block, index) =>
                block.kind === 'heading' ? (
                  <h2 key={index}>{block.text}</h2>
                ) : block.kind === 'list' ? (
                  block.ordered ? (
                    <ol key={index}>
                      {block.items.map((item, itemIndex) => (
                        <li key={itemIndex}>{item}</li>
                      ))}
                    </ol>
                  ) : (
                    <ul key={index}>
                      {block.items.map((item, itemIndex) => (
                        <li key={itemIndex}>{item}</li>
                      ))}
                    </ul>
                  )
                ) : (
                  <p key={index}>{block.text}</p>
                ),
              )}
              <Feedback key={article.data.slug} slug={article.data.slug} />
            </article>
            {article.data.related.length > 0 && (
              <aside className="help-related" aria-labelledby="help-related">
                <h2 id="help-related">{t('helpCenter.related')}</h2>
                <ul>
                  {article.data.related.map((related) => (
                    <li key={related.slug}>
                      <Link to={articleHref(related.slug)}>{related.title}</Link>
                    </li>
                  ))}
                </ul>
              </aside>
            )}
          </div>
        )}
      </div>
    </HelpFrame>
  );
}
