import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { Tooltip } from '../../components/Tooltip';
import { currentLanguage, LANGUAGES, type Language, useTranslation } from '../../i18n';
import { useThemeMode } from '../../theme-mode';

/** Language and theme, at the foot of a shell's sidebar (the signed-in pages have no footer). */
export function SidebarFooter({ rail }: { rail: boolean }) {
  const { t, i18n } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const themeLabel = mode === 'dark' ? t('common.switchToLight') : t('common.switchToDark');
  const selectId = useId();
  return (
    <div className="portal-sidebar-footer">
      {!rail && (
        <>
          <label className="visually-hidden" htmlFor={selectId}>
            {t('common.language')}
          </label>
          <select
            id={selectId}
            className="footer-select seller-language"
            value={currentLanguage()}
            onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <Tooltip title={themeLabel} placement={rail ? 'right' : 'top'}>
        <button type="button" className="icon-button" onClick={toggle} aria-label={themeLabel}>
          {mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        </button>
      </Tooltip>
    </div>
  );
}
