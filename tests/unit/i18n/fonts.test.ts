// The Hindi and Chinese web fonts load when the page turns to that language, and never for English.
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { initI18n } from '../../../src/i18n';

// Each font stylesheet records its loading when imported.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@fontsource/noto-sans-devanagari/400.css', () => (loaded.push('devanagari 400'), {}));
vi.mock('@fontsource/noto-sans-devanagari/700.css', () => (loaded.push('devanagari 700'), {}));
vi.mock('@fontsource/noto-sans-sc/400.css', () => (loaded.push('sc 400'), {}));
vi.mock('@fontsource/noto-sans-sc/700.css', () => (loaded.push('sc 700'), {}));

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('web fonts per language', () => {
  it('loads none for English', async () => {
    // Give a wrongly started load the time to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
  });

  it('loads Noto Sans Devanagari when the language becomes Hindi, and only that', async () => {
    await i18n.changeLanguage('hi');
    await waitFor(() => expect(loaded).toEqual(['devanagari 400', 'devanagari 700']));
    await i18n.changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual(['devanagari 400', 'devanagari 700']);
  });

  it('loads Noto Sans SC when the language becomes Chinese', async () => {
    await i18n.changeLanguage('zh');
    await waitFor(() => expect(loaded).toEqual(['devanagari 400', 'devanagari 700', 'sc 400', 'sc 700']));
  });
});
