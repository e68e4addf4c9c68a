import { GlobeIcon } from '../components/GlobeIcon';
import { useId } from 'react';
import { currentLanguage, LANGUAGES, type Language, useTranslation } from '../i18n';
import './top-bar.css';

/**
 * The language switcher of the public pages: a native select (light, keyboard- and screen-reader-friendly)
 * listing each language in its own script. i18next remembers the choice in localStorage.
 */
export function LanguageSelect({ className, withIcon = false }: { className?: string; withIcon?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className={['language-select', className].filter(Boolean).join(' ')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('common.language')}
      </label>
      {withIcon && <GlobeIcon className="language-select-icon" />}
      <select id={id} className="footer-select" value={currentLanguage()} onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
