// Light or dark: the reader's choice, remembered, applied to the document (plain CSS follows data-theme)
// and shared through a context. No antd here: the public pages use it before any antd code loads; the
// antd theme (src/theme.ts) reads the mode from this context.
import { DARK, LIGHT } from './tokens';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ThemeMode = 'light' | 'dark';

/** Where the choice is kept; src/ssr/prepaint.ts reads it too, before the first paint. */
export const THEME_STORAGE_KEY = 'b2b_theme_mode';

/** Background colours also used for the browser's theme-color, so the chrome matches the page. */
export const PAGE_BACKGROUND: Record<ThemeMode, string> = { light: LIGHT.bg, dark: DARK.bg };

export function readStoredThemeMode(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (private mode, policies) or absent (server rendering): the default.
    return 'light';
  }
}

/** Applies the mode to the document so plain CSS and the browser chrome follow it too. */
export function applyThemeModeToDocument(mode: ThemeMode) {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.content = PAGE_BACKGROUND[mode];
    meta.removeAttribute('media');
  });
}

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => {}, toggle: () => {} });

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredThemeMode);

  useEffect(() => {
    applyThemeModeToDocument(mode);
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not remembered when storage is blocked; the switch still works for this visit.
    }
  }, []);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(() => ({ mode, setMode, toggle }), [mode, setMode, toggle]);

  return createElement(ThemeModeContext.Provider, { value }, children);
}
