import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarProvider,
  KBarResults,
  KBarSearch,
  useKBar,
  useMatches,
  useRegisterActions,
  VisualState,
  type Action,
} from '@refinedev/kbar';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { NAV_PAGES, SECTIONS, type SectionKey } from './navigation';
import { onPaletteToggle, takeTypedEarly } from './palette-toggle';
import { useRecordSearch } from './record-search';
import './command-palette.css';

export interface CommandPaletteProps {
  linkTo: (path: string, section?: SectionKey) => string;
  onNavigate?: () => void;
}

/**
 * The seller's products and orders the server finds for what is typed, by the header search's own
 * search (record-search.ts). kbar filters actions by their words: each carries the query it answers.
 */
function useRecordActions({ linkTo, onNavigate }: CommandPaletteProps): Action[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchQuery } = useKBar((state) => ({ searchQuery: state.searchQuery }));
  const { current } = useRecordSearch(searchQuery);
  return useMemo(() => {
    if (!current) return [];
    const section = (group: 'products' | 'orders') => t(group === 'products' ? 'sellerSearch.products' : 'sellerSearch.orders');
    return [...current.products, ...current.orders].map((result) => ({
      id: `record:${result.id}`,
      name: result.label,
      subtitle: result.detail,
      keywords: `${current.query} ${result.detail ?? ''}`,
      section: section(result.group === 'orders' ? 'orders' : 'products'),
      icon: result.icon,
      perform: () => {
        navigate(linkTo(result.path, result.section));
        onNavigate?.();
      },
    }));
  }, [current, t, navigate, linkTo, onNavigate]);
}

/** The pages as palette actions; they follow the language and keep the sidebar parameters. */
function usePageActions({ linkTo, onNavigate }: CommandPaletteProps): Action[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMemo(
    () =>
      NAV_PAGES.map((page) => {
        const Icon = page.icon;
        const sectionKey = SECTIONS.find((section) => section.key === page.section)?.labelKey;
        return {
          id: `page:${page.key}`,
          name: t(page.labelKey),
          section: t(sectionKey ?? 'commandPalette.pages'),
          icon: <Icon aria-hidden />,
          perform: () => {
            navigate(linkTo(page.path, page.section));
            onNavigate?.();
          },
        };
      }),
    [t, navigate, linkTo, onNavigate],
  );
}

function Results() {
  const { results } = useMatches();
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div className="command-palette-group">{item}</div>
        ) : (
          <div className={active ? 'command-palette-item is-active' : 'command-palette-item'}>
            <span className="command-palette-icon">{item.icon}</span>
            <span className="command-palette-text">
              <span>{item.name}</span>
              {item.subtitle && <span className="command-palette-subtitle">{item.subtitle}</span>}
            </span>
          </div>
        )
      }
    />
  );
}

/**
 * Puts what was typed while the palette loaded into its search box, once the box is there (kbar empties
 * the search as the box mounts, so this sits after it).
 */
function TypedEarly() {
  const { query } = useKBar();
  useEffect(() => {
    const typed = takeTypedEarly();
    if (typed) query.setSearch(typed);
  }, [query]);
  return null;
}

/** Opens the palette as it mounts (it mounts when first asked for) and answers the header button's requests. */
function OpenOnRequest() {
  const { query } = useKBar();
  useEffect(() => {
    // Shown rather than toggled: React's strict mode runs this effect twice in development.
    query.setVisualState((state) => (state === VisualState.hidden || state === VisualState.animatingOut ? VisualState.animatingIn : state));
    return onPaletteToggle(() => query.toggle());
  }, [query]);
  return null;
}

/**
 * The Ctrl/Cmd+K command palette (@refinedev/kbar): the seller's pages, and from two characters the
 * products and orders the header search finds; loaded by LazyCommandPalette.
 */
export default function CommandPalette(props: CommandPaletteProps) {
  return (
    <KBarProvider>
      <OpenOnRequest />
      <Palette {...props} />
    </KBarProvider>
  );
}

function Palette(props: CommandPaletteProps) {
  const { t } = useTranslation();
  const actions = usePageActions(props);
  useRegisterActions(actions, [actions]);
  const records = useRecordActions(props);
  useRegisterActions(records, [records]);
  return (
    <KBarPortal>
      <KBarPositioner className="command-palette-backdrop">
        <KBarAnimator className="command-palette">
          <KBarSearch className="command-palette-input" defaultPlaceholder={t('commandPalette.placeholder')} aria-label={t('commandPalette.label')} />
          <TypedEarly />
          <Results />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
