// antd 5 needs this patch to render under React 19 (its static dialogs and messages); every screen that
// renders antd sits inside ThemeProvider, so loading it with this module is early enough.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { createElement, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from './components/useMediaQuery';
import { useTranslation } from './i18n';
import { useThemeMode, type ThemeMode } from './theme-mode';
import { DARK, FONT_FAMILY, LIGHT, SHAPE, type Palette } from './tokens';

const shared: ThemeConfig['token'] = {
  borderRadius: SHAPE.radius,
  fontFamily: FONT_FAMILY,
  sizeUnit: SHAPE.sizeUnit,
  sizeStep: SHAPE.sizeStep,
  controlHeight: SHAPE.controlHeight,
};

/** antd's tokens of one theme, from the app's palette (src/tokens.ts): the same colours as the plain CSS. */
function paletteTokens(palette: Palette): ThemeConfig['token'] {
  return {
    ...shared,
    colorPrimary: palette.antdPrimary,
    colorLink: palette.link,
    colorError: palette.error,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextPlaceholder: palette.placeholder,
    colorBgLayout: palette.bg,
    colorBgContainer: palette.surface,
    colorBgElevated: palette.elevated,
  };
}

const lightTokens: ThemeConfig['token'] = {
  ...paletteTokens(LIGHT),
  colorSuccess: LIGHT.successText,
  colorSuccessBg: LIGHT.tagSuccessBg,
  colorSuccessBorder: LIGHT.tagSuccessBorder,
};

// The dark algorithm derives its success shades itself.
const darkTokens: ThemeConfig['token'] = paletteTokens(DARK);

/** A reader who asked the system for less motion gets no zooming dialogs, sliding drawers or fading menus. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * For that reader every antd animation lasts 10 ms, too short to see. Not antd's `motion: false`: in this
 * version it also skips the step where a select's or menu's popup is placed, leaving it off screen.
 */
const BRIEF_MOTION: ThemeConfig['token'] = { motionDurationFast: '0.01s', motionDurationMid: '0.01s', motionDurationSlow: '0.01s' };

/** The one ConfigProvider theme of the app, in its light or dark variant, its motion brief when asked. */
export function buildTheme(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { ...(mode === 'dark' ? darkTokens : lightTokens), ...(reducedMotion ? BRIEF_MOTION : {}) },
    components: {
      Button: { fontWeight: 500, primaryShadow: 'none' },
      Form: { labelFontSize: 14, verticalLabelPadding: '0 0 6px' },
    },
  };
}

/**
 * antd's own texts (pagination, empty tables, date pickers, dialogs) and dayjs's month and day names in the
 * reader's language. English is antd's built-in default; Hindi and Chinese load only when chosen.
 */
const LOCALES: Record<string, { antd: () => Promise<{ default: Locale }>; dayjs: string; load: () => Promise<unknown> }> = {
  hi: { antd: () => import('antd/locale/hi_IN'), dayjs: 'hi', load: () => import('dayjs/locale/hi') },
  zh: { antd: () => import('antd/locale/zh_CN'), dayjs: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
};

let dayjsLocaleChanged = false;

function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [loaded, setLoaded] = useState<{ language: string; locale: Locale } | undefined>(undefined);
  useEffect(() => {
    const entry = LOCALES[language];
    // English is dayjs's and antd's default: nothing to load unless another language was set before.
    // dayjs is imported here, not at the top, so an English visit to a public page does not load it.
    if (!entry && !dayjsLocaleChanged) return;
    let current = true;
    void Promise.all([import('dayjs'), entry?.antd(), entry?.load()]).then(([dayjs, antdModule]) => {
      if (!current) return;
      dayjs.default.locale(entry?.dayjs ?? 'en');
      dayjsLocaleChanged = entry !== undefined;
      if (entry && antdModule) setLoaded({ language, locale: antdModule.default });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}

/**
 * antd's theme (light or dark, from the mode the reader chose) and its texts in the reader's language,
 * around whatever renders antd: the signed-in app and the public screens built with antd
 * (src/routes/pages.ts). The public entry pages use no antd and never load this module.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const locale = useAntdLocale();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(() => buildTheme(mode, reducedMotion), [mode, reducedMotion]);
  return createElement(ConfigProvider, { theme: themeConfig, locale }, children);
}
