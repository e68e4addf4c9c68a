import { DownOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { Tooltip } from '../../components/Tooltip';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { linkState, type NavEntry, type NavLink } from './sidebar-model';
import type { SidebarState } from './useSidebarState';

export interface SidebarNavProps<K extends string> {
  /** The shell's entries, already filtered to what the viewer may see. */
  entries: readonly NavEntry<K>[];
  /** Accessible name of the navigation landmark. */
  label: string;
  state: SidebarState<K>;
  pathname: string;
  /** Icons only, names in tooltips (the collapsed rail of large screens). */
  rail: boolean;
  /** After a link is chosen: the drawer closes. */
  onNavigate?: () => void;
  /** Tells the sidebar and the drawer copy apart in ids. */
  idPrefix: string;
}

/** In the rail the names are hidden, so each control explains itself in a tooltip to its right. */
function RailTip({ rail, title, children }: { rail: boolean; title: string; children: ReactElement }) {
  if (!rail) return children;
  return (
    <Tooltip title={title} placement="right" mouseEnterDelay={0.05}>
      {children}
    </Tooltip>
  );
}

/** A shell's sidebar entries (spec "Seller portal shell", "Buyer shell"): links, and sections that open to their sub-items. */
export function SidebarNav<K extends string>({ entries, label: navLabel, state, pathname, rail, onNavigate, idPrefix }: SidebarNavProps<K>) {
  const { t } = useTranslation();

  const link = (item: NavLink, className: string, section?: K) => {
    const label = t(item.labelKey);
    const current = linkState(item, pathname);
    const Icon = item.icon;
    return (
      <RailTip rail={rail} title={label}>
        <Link
          to={state.linkTo(item.path, section)}
          className={[className, current && 'is-active'].filter(Boolean).join(' ')}
          aria-current={current === 'page' ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Icon aria-hidden className="portal-nav-icon" />
          <span className="portal-nav-label">{label}</span>
        </Link>
      </RailTip>
    );
  };

  return (
    <nav className="portal-nav" aria-label={navLabel}>
      <ul className="portal-nav-list">
        {entries.map((entry) => {
          if (entry.kind === 'link') return <li key={entry.key}>{link(entry, 'portal-nav-item')}</li>;

          const label = t(entry.labelKey);
          const open = !rail && state.open[entry.key];
          const panelId = `${idPrefix}-${entry.key}-items`;
          const holdsCurrent = entry.items.some((item) => linkState(item, pathname) !== null);
          const Icon = entry.icon;
          return (
            <li key={entry.key} className={open ? 'portal-nav-section is-open' : 'portal-nav-section'}>
              <RailTip rail={rail} title={label}>
                <button
                  type="button"
                  className={['portal-nav-item', 'portal-nav-toggle', holdsCurrent && !open && 'is-active'].filter(Boolean).join(' ')}
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => (rail ? state.expandToSection(entry.key) : state.toggleSection(entry.key))}
                >
                  <Icon aria-hidden className="portal-nav-icon" />
                  <span className="portal-nav-label">{label}</span>
                  <DownOutlined aria-hidden className="portal-nav-chevron" />
                </button>
              </RailTip>
              {open && (
                <ul id={panelId} className="portal-nav-sub" aria-label={label}>
                  {entry.items.map((item) => (
                    <li key={item.key}>{link(item, 'portal-nav-item portal-nav-subitem', entry.key)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
