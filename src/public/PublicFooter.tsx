import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language } from '../i18n';
import { useThemeMode } from '../theme';

/** Footer of the public pages: copyright, language and light/dark switch (both remembered). */
export function PublicFooter() {
  const { t, i18n } = useTranslation();
  const { mode, toggle } = useThemeMode();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <span>{t('common.copyright', { year: new Date().getFullYear() })}</span>
        <div className="site-footer-controls">
          <label className="visually-hidden" htmlFor="language-select">
            {t('common.language')}
          </label>
          <select
            id="language-select"
            className="footer-select"
            value={currentLanguage()}
            onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
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
