// The app's design tokens in one place: the colours of the light and the dark theme, the shape (radius,
// sizes) and the fonts. antd's theme (src/theme.ts) and the CSS custom properties (src/tokens.css,
// written from this file by `npm run tokens`) both come from here; tests/unit/structure/tokens.test.ts
// fails when tokens.css is out of date or a stylesheet writes one of these colours by hand.
// No antd and no React here: the public pages' first paint needs the CSS alone.

/**
 * Covers Latin, Devanagari and Chinese: the system's fonts where it has them, else the Noto web fonts the app
 * ships for Hindi and Chinese, loaded only in that language (src/i18n/fonts.ts).
 */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", "Mangal", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** Sizes every theme shares, in px: antd reads them as tokens, plain CSS as custom properties. */
export const SHAPE = {
  /** Corners of cards, inputs, buttons and dialogs. */
  radius: 8,
  /** Height of a button, an input or a select. */
  controlHeight: 36,
  /** antd's spacing grid (4 px steps). */
  sizeUnit: 4,
  sizeStep: 4,
  topbarHeight: 64,
  /** Width of the public pages' content column. */
  container: 1200,
} as const;

/**
 * Colours are picked for WCAG AA: white text on the primary colour and the link/error colours on the page
 * background all reach at least 4.5:1. antd's defaults (#1677ff, #ff4d4f, 45 % grey text) do not.
 * Each name becomes a custom property: --app-<name in kebab case> (brandGradient: --brand-gradient).
 */
export interface Palette {
  bg: string;
  surface: string;
  text: string;
  textSecondary: string;
  border: string;
  borderStrong: string;
  hover: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  focus: string;
  link: string;
  linkHover: string;
  successText: string;
  successBg: string;
  successBorder: string;
  warningText: string;
  warningBg: string;
  warningBorder: string;
  error: string;
  errorBg: string;
  errorBorder: string;
  inputBorder: string;
  tableHead: string;
  tableHeadHover: string;
  rowHover: string;
  shadow: string;
  cardShadow: string;
  brandGradient: string;
  /** Popups and dialogs (antd colorBgElevated). */
  elevated: string;
  /** antd's primary colour, from which its algorithm derives hover and active shades. */
  antdPrimary: string;
  /** antd's success tags take the green tags' fill, not the darker one derived from the success text colour. */
  tagSuccessBg: string;
  tagSuccessBorder: string;
  /** Secondary text inside antd components. */
  textTertiary: string;
  placeholder: string;
}

/** The light theme, the default. */
export const LIGHT: Palette = {
  bg: '#f4f6fa',
  surface: '#ffffff',
  text: '#1f2329',
  textSecondary: '#4b5563',
  border: '#e4e7ec',
  borderStrong: '#c5cbd4',
  hover: 'rgba(29, 78, 216, 0.08)',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  focus: '#1d4ed8',
  link: '#1d4ed8',
  linkHover: '#1e40af',
  successText: '#237804',
  successBg: '#f0f9e8',
  successBorder: '#95c476',
  warningText: '#874d00',
  warningBg: '#fffbe6',
  warningBorder: '#ffd666',
  error: '#cf1322',
  errorBg: '#fff2f0',
  errorBorder: '#ffccc7',
  inputBorder: '#d9d9d9',
  tableHead: '#fafafa',
  tableHeadHover: '#f0f0f0',
  rowHover: '#fafafa',
  shadow: '0 2px 12px rgba(15, 23, 42, 0.08)',
  cardShadow: '0 12px 32px rgba(15, 23, 42, 0.07)',
  brandGradient: 'linear-gradient(145deg, #0b1f4d 0%, #163a9a 55%, #1d4ed8 100%)',
  elevated: '#ffffff',
  antdPrimary: '#1d4ed8',
  tagSuccessBg: '#f6ffed',
  tagSuccessBorder: '#b7eb8f',
  textTertiary: 'rgba(0, 0, 0, 0.62)',
  placeholder: 'rgba(0, 0, 0, 0.5)',
};

/** The dark theme, chosen by the reader (src/theme-mode.ts). */
export const DARK: Palette = {
  bg: '#0f1115',
  surface: '#181b21',
  text: '#e6e8eb',
  textSecondary: '#aab1bc',
  border: '#2a2f37',
  borderStrong: '#3d434d',
  hover: 'rgba(110, 168, 254, 0.12)',
  primary: '#3572d4',
  primaryHover: '#2b61c5',
  onPrimary: '#ffffff',
  focus: '#6ea8fe',
  link: '#6ea8fe',
  linkHover: '#9cc3ff',
  successText: '#95de64',
  successBg: 'rgba(82, 196, 26, 0.1)',
  successBorder: '#3b6b1f',
  warningText: '#ffd666',
  warningBg: 'rgba(250, 173, 20, 0.1)',
  warningBorder: '#7c5914',
  error: '#ff7875',
  errorBg: '#2c1618',
  errorBorder: '#5b2526',
  inputBorder: '#424242',
  tableHead: '#1d2026',
  tableHeadHover: '#252932',
  rowHover: '#1d2026',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
  cardShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
  brandGradient: 'linear-gradient(145deg, #08142f 0%, #11285f 55%, #1e3a8a 100%)',
  elevated: '#1f232a',
  antdPrimary: '#3b82f6',
  tagSuccessBg: 'rgba(82, 196, 26, 0.1)',
  tagSuccessBorder: '#3b6b1f',
  textTertiary: 'rgba(255, 255, 255, 0.62)',
  placeholder: 'rgba(255, 255, 255, 0.5)',
};

export const PALETTES = { light: LIGHT, dark: DARK } as const;
