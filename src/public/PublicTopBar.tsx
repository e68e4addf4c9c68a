import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Icon } from '../components/Icon';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n';
import { Link, NavLink } from 'react-router';
import { NAVBAR_SHADOW_SCROLL_PX } from '../contract/constants';
import { useLoginState } from '../providers/session';
import { BrandMark } from './BrandMark';
import { LanguageSelect } from './LanguageSelect';
import './top-bar.css';

// The avatar dropdown only exists with a token, so signed-out visitors never download it.
const AccountMenu = lazy(() => import('./AccountMenu'));

const isScrolledPastThreshold = () => window.scrollY > NAVBAR_SHADOW_SCROLL_PX;
const onScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};

/**
 * Spec "Public top bar": fixed; white with a shadow once the page has scrolled more than 20 px.
 * Signed out it links to Help Center, Become Seller, Sign In and Sign Up (in a collapsible menu on
 * small screens); with a token it shows the avatar dropdown.
 */
export function PublicTopBar() {
  const { t } = useTranslation();
  const { token } = useLoginState();
  // Not scrolled when the server renders the page; the browser's own position once it is live.
  const scrolled = useSyncExternalStore(onScroll, isScrolledPastThreshold, () => false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the menu and gives focus back to the button that opened it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const className = ['topbar', scrolled && 'is-scrolled', menuOpen && 'is-open'].filter(Boolean).join(' ');

  return (
    <header className={className} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="topbar-inner">
        <Link to="/" className="brand" aria-label={t('brand.homeLink')} onClick={closeMenu}>
          <BrandMark />
          <span>{t('brand.name')}</span>
        </Link>

        <div className="topbar-end">
          <LanguageSelect className="topbar-language" withIcon />
          {token ? (
            <Suspense fallback={<span className="avatar-placeholder" aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          ) : (
            <>
              <button
                ref={toggleRef}
                type="button"
                className="topbar-toggle"
                aria-expanded={menuOpen}
                aria-controls="public-menu"
                aria-label={menuOpen ? t('topBar.closeMenu') : t('topBar.openMenu')}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <Icon svg={CloseOutlined} aria-hidden /> : <Icon svg={MenuOutlined} aria-hidden />}
              </button>
              <nav id="public-menu" aria-label={t('topBar.mainNav')} className={menuOpen ? 'topbar-nav is-open' : 'topbar-nav'}>
                <NavLink to="/rfq" className="topbar-link" onClick={closeMenu}>
                  {t('topBar.rfqBoard')}
                </NavLink>
                <NavLink to="/HelpCenter" className="topbar-link" onClick={closeMenu}>
                  {t('topBar.helpCenter')}
                </NavLink>
                <NavLink to="/seller" end className="topbar-link" onClick={closeMenu}>
                  {t('topBar.becomeSeller')}
                </NavLink>
                <NavLink to="/login" className="topbar-link is-outlined" onClick={closeMenu}>
                  {t('topBar.signIn')}
                </NavLink>
                <NavLink to="/signup" className="topbar-link is-primary" onClick={closeMenu}>
                  {t('topBar.signUp')}
                </NavLink>
              </nav>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
