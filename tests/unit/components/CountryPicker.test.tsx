import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CountryPicker } from '../../../src/components/CountryPicker';
import { countryChoices, countryName } from '../../../src/components/countries';
import i18n, { initI18n } from '../../../src/i18n';

beforeAll(() => initI18n());
afterEach(() => i18n.changeLanguage('en'));

function Picker({ allowOther = false, onPicked = () => {} }: { allowOther?: boolean; onPicked?: (code: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <CountryPicker
      aria-label="Country"
      allowOther={allowOther}
      value={value}
      onChange={(code) => {
        setValue(code);
        onPicked(code);
      }}
    />
  );
}

const openList = () => document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const shownOptions = () => [...(openList()?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.textContent);

/** Escape as a browser sends it (rc-select and rc-drawer read keyCode, which user-event leaves out). */
const pressEscape = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });

describe('CountryPicker', () => {
  it('offers the spec’s countries first, then the rest by name, and holds the code', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    render(<Picker allowOther onPicked={picked} />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await waitFor(() => expect(openList()).not.toBeNull());
    expect(shownOptions().slice(0, 8)).toEqual(['United States', 'United Kingdom', 'India', 'Canada', 'Australia', 'Germany', 'France', 'Other']);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'chin');
    await waitFor(() => expect(shownOptions()).toEqual(['China', 'Hong Kong SAR China', 'Macao SAR China']));
    await user.click(screen.getByText('China', { selector: '.ant-select-item-option-content' }));
    expect(picked).toHaveBeenCalledWith('CN');
  });

  it('lists every ISO country once: the suggestions, then the others by their name in the language', () => {
    for (const language of ['en', 'hi', 'zh']) {
      const { suggested, others } = countryChoices(language);
      expect(suggested.map((choice) => choice.value)).toEqual(['US', 'GB', 'IN', 'CA', 'AU', 'DE', 'FR']);
      expect(new Set([...suggested, ...others].map((choice) => choice.value)).size).toBe(249);
      const names = others.map((choice) => choice.label);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
    expect(countryChoices('en').others[0].label).toBe('Afghanistan');
    expect(countryName('IN', 'hi')).toBe('भारत');
    // 'Other' names no place; text from before codes is shown as written.
    expect(countryName('ZZ', 'en')).toBeNull();
    expect(countryName('Narnia', 'en')).toBe('Narnia');
  });

  it('finds a country by its code', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'NL');
    // The exact code first, then names that merely contain it.
    await waitFor(() => expect(shownOptions()).toEqual(['Netherlands', 'Finland', 'Greenland']));
  });

  it('searches by the name in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const user = userEvent.setup();
    const picked = vi.fn();
    render(<Picker onPicked={picked} />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'चीन');
    await waitFor(() => expect(shownOptions()[0]).toBe('चीन'));
    await user.click(screen.getByText('चीन', { selector: '.ant-select-item-option-content' }));
    expect(picked).toHaveBeenCalledWith('CN');
  });

  it('searches by the name in Chinese, and shows the chosen country in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), '德');
    await waitFor(() => expect(shownOptions()).toEqual(['德国', '瓜德罗普', '赫德岛和麦克唐纳群岛']));
    await user.click(screen.getByText('德国', { selector: '.ant-select-item-option-content' }));
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('德国');
    expect(countryName('DE', 'zh')).toBe('德国');
  });

  it('Escape in the open list closes the list only, not the drawer around it; the next Escape is the drawer’s', async () => {
    const user = userEvent.setup();
    const closeDrawer = vi.fn();
    render(
      <Drawer open onClose={closeDrawer}>
        <Picker />
      </Drawer>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    // Typed text that matches nothing: the list stays open, saying so, and keeps Escape to itself.
    await user.type(input, 'Narnia');
    await waitFor(() => expect(openList()?.textContent).toContain('No country matches'));
    pressEscape(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(closeDrawer).not.toHaveBeenCalled();
    pressEscape(input);
    expect(closeDrawer).toHaveBeenCalledTimes(1);
  });
});
