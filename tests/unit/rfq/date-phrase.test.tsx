// A date inside a phrase keeps the language's word order: Hindi puts "तक" (by) after the date.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { initI18n, useTranslation } from '../../../src/i18n';
import { DatePhrase } from '../../../src/rfq/rfq-display';

beforeAll(() => initI18n());
afterEach(() => i18n.changeLanguage('en'));

function RequiredBy() {
  const { t } = useTranslation('rfq');
  return (
    <p data-testid="phrase">
      <DatePhrase iso="2027-02-09T00:00:00.000Z" text={(date) => t('rfq.requiredByDate', { date })} />
    </p>
  );
}

describe('a date in a phrase', () => {
  it('reads "by <date>" in English and "<date> तक" in Hindi, the date a <time> element either way', async () => {
    const { unmount } = render(<RequiredBy />);
    const english = await screen.findByTestId('phrase');
    expect(english.textContent).toMatch(/^by Feb 9, 2027$/);
    expect(english.querySelector('time')?.getAttribute('datetime')).toBe('2027-02-09T00:00:00.000Z');
    unmount();
    await i18n.changeLanguage('hi');
    render(<RequiredBy />);
    const hindi = await screen.findByTestId('phrase');
    // (The Hindi month names load with the theme, not here: the word order is what this checks.)
    expect(hindi.textContent).toMatch(/^[^त].* 2027 तक$/);
  });
});
