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
import { onPaletteToggle } from './palette-toggle';
import './command-palette.css';

export interface CommandPaletteProps {
  linkTo: (path: string, section?: SectionKey) => string;
  onNavigate?: () => void;
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
            <span>{item.name}</span>
          </div>
        )
      }
    />
  );
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

/** The Ctrl/Cmd+K command palette (@refinedev/kbar) listing the seller's pages, loaded by LazyCommandPalette. */
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
  return (
    <KBarPortal>
      <KBarPositioner className="command-palette-backdrop">
        <KBarAnimator className="command-palette">
          <KBarSearch className="command-palette-input" defaultPlaceholder={t('commandPalette.placeholder')} aria-label={t('commandPalette.label')} />
          <Results />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
