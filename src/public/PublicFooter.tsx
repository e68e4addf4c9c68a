import MoonOutlined from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SunOutlined from '@ant-design/icons-svg/es/asn/SunOutlined';
import { Icon } from '../components/Icon';
import { useTranslation } from '../i18n';
import { useThemeMode } from '../theme-mode';
import { LanguageSelect } from './LanguageSelect';
import './footer.css';

/** Footer of the public pages: copyright, language and light/dark switch (both remembered). */
export function PublicFooter() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <span>{t('common.copyright', { year: new Date().getFullYear() })}</span>
        <div className="site-footer-controls">
          <LanguageSelect />
          <button
            type="button"
            className="icon-button"
            onClick={toggle}
            aria-label={mode === 'dark' ? t('common.switchToLight') : t('common.switchToDark')}
            title={mode === 'dark' ? t('common.switchToLight') : t('common.switchToDark')}
          >
            {mode === 'dark' ? <Icon svg={SunOutlined} aria-hidden /> : <Icon svg={MoonOutlined} aria-hidden />}
          </button>
        </div>
      </div>
    </footer>
  );
}
