// The one frame of the three portals (seller, buyer, back office): a skip link, the sidebar (a drawer
// below the portal's breakpoint, a rail when collapsed above it), a sticky header with the sidebar
// toggle and the page's title, the page in <ShellMain>, and the logout confirmation. Each portal's shell
// gives only what is its own: its navigation, brand, title, header search and buttons, and overlays.
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useTranslation } from '../../i18n';
import { LogoutDialog, NavDrawer, SidebarToggle, useNavDrawer, type NavDrawerState } from './ShellFrame';
import { ShellBrand } from './ShellBrand';
import { ShellMain } from './ShellMain';
import { SidebarFooter } from './SidebarFooter';
import { SidebarNav } from './SidebarNav';
import type { NavEntry } from './sidebar-model';
import type { SidebarState } from './useSidebarState';
import './portal-shell.css';

/** A pointer merely crossing the rail should not fling the menu open. */
const PEEK_DELAY_MS = 120;

/** Hover (or keyboard focus) over the collapsed rail shows the whole menu over the page, without moving it. */
function usePeek(enabled: boolean) {
  const [peek, setPeek] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  return {
    peek: enabled && peek,
    handlers: {
      onMouseEnter: () => {
        clear();
        timer.current = setTimeout(() => setPeek(true), PEEK_DELAY_MS);
      },
      onMouseLeave: () => {
        clear();
        setPeek(false);
      },
      onFocus: () => setPeek(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setPeek(false);
      },
    },
  };
}

/** What the header's own part of a portal can use: the drawer (to close it after a choice) and the logout question. */
export interface HeaderContext {
  drawer: NavDrawerState;
  openLogout: () => void;
}

export interface PortalShellProps<K extends string> {
  /** seller, buyer or admin: the ids of its landmarks (<portal>-main, <portal>-sidebar), its test ids and classes. */
  portal: 'seller' | 'buyer' | 'admin';
  /** Where the brand leads, and the portal's name under it (an i18n key). */
  brand: { to: string; subKey: string };
  /** The entries the viewer may open, the landmark's name and the sidebar state. */
  nav: { entries: readonly NavEntry<K>[]; label: string; state: SidebarState<K> };
  /** Below this width the sidebar is a drawer. */
  drawerBelowPx: number;
  /** The header's title of the page, and what the browser's tab says. */
  title: string;
  documentTitle: string;
  /** Where the page's error screen leads. */
  home: string;
  /** The collapsed rail opens over the page while pointed at (the buyer's). */
  peekOnHover?: boolean;
  /** Between the title and the buttons: the portal's search. */
  search?: (context: HeaderContext) => ReactNode;
  /** The header's buttons (notifications, the user menu…). */
  actions: (context: HeaderContext) => ReactNode;
  /** The page; by default the matched child route. */
  children?: ReactNode;
  /** Dialogs and palettes the portal keeps mounted beside the frame. */
  overlays?: (context: HeaderContext) => ReactNode;
}

export function PortalShell<K extends string>({
  portal,
  brand,
  nav,
  drawerBelowPx,
  title,
  documentTitle,
  home,
  peekOnHover = false,
  search,
  actions,
  children,
  overlays,
}: PortalShellProps<K>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const large = useMediaQuery(`(min-width: ${drawerBelowPx}px)`);
  const drawer = useNavDrawer();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const titleId = useId();
  const mainId = `${portal}-main`;
  const sidebarId = `${portal}-sidebar`;
  const { state } = nav;

  const collapsedRail = large && state.collapsed;
  const { peek, handlers } = usePeek(peekOnHover && collapsedRail);
  const rail = collapsedRail && !peek;
  const context: HeaderContext = { drawer, openLogout: () => setLogoutOpen(true) };

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  /** The frame's class of a part, and the portal's own beside it (buyer-sidebar, admin-header) for what only it styles. */
  const classOf = (part: string, extra?: string | false) => [`portal-${part}`, portal !== 'seller' && `${portal}-${part}`, extra].filter(Boolean).join(' ');
  const aside = (
    <aside id={sidebarId} className={classOf('sidebar', rail && 'is-rail')} data-testid={`${portal}-sidebar`}>
      <ShellBrand to={brand.to} subKey={brand.subKey} />
      <SidebarNav entries={nav.entries} label={nav.label} state={state} pathname={pathname} rail={rail} idPrefix={`${portal}-sidebar`} />
      <SidebarFooter rail={rail} />
    </aside>
  );

  return (
    <div className={classOf('shell', collapsedRail && 'is-rail')}>
      <a className="skip-link" href={`#${mainId}`}>
        {t('common.skipToContent')}
      </a>

      {large &&
        (peekOnHover ? (
          <div className={[classOf('sidebar-slot'), collapsedRail && 'is-collapsed', peek && 'is-peek'].filter(Boolean).join(' ')} {...handlers}>
            {aside}
          </div>
        ) : (
          aside
        ))}

      <div className="portal-body">
        <header className={classOf('header')}>
          <SidebarToggle large={large} collapsed={state.collapsed} onCollapsedChange={state.setCollapsed} drawer={drawer} sidebarId={sidebarId} />
          <div id={titleId} className="portal-header-title" data-testid={`${portal}-header-title`}>
            {title}
          </div>
          {search?.(context)}
          <div className="portal-header-actions">{actions(context)}</div>
        </header>

        <ShellMain id={mainId} titleId={titleId} home={home} className={classOf('main')}>
          {children ?? <Outlet />}
        </ShellMain>
      </div>

      {!large && (
        <NavDrawer drawer={drawer} sidebarId={sidebarId} label={nav.label} brandSubKey={brand.subKey}>
          <SidebarNav
            entries={nav.entries}
            label={nav.label}
            state={state}
            pathname={pathname}
            rail={false}
            onNavigate={drawer.close}
            idPrefix={`${portal}-drawer`}
          />
          <SidebarFooter rail={false} />
        </NavDrawer>
      )}

      {overlays?.(context)}

      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
