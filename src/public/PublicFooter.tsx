import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../theme';
import { LanguageSelect } from './LanguageSelect';

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
            {mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
          </button>
        </div>
      </div>
    </footer>
  );
}
