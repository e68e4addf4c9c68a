import '@ant-design/v5-patch-for-react-19';
import { render, waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { initI18n } from '../../../src/i18n';
import { ThemeProvider } from '../../../src/theme';
import { dateText } from '../../../src/components/dates';

beforeAll(() => initI18n());

describe('antd and dayjs follow the chosen language', () => {
  it('shows antd’s own texts and month names in Chinese and Hindi, and back in English', async () => {
    const { container } = render(
      <ThemeProvider>
        <Empty />
      </ThemeProvider>,
    );
    const description = () => container.querySelector('.ant-empty-description')?.textContent;
    expect(description()).toBe('No data');
    await i18n.changeLanguage('zh');
    await waitFor(() => expect(description()).toBe('暂无数据'));
    expect(dayjs('2026-03-01').format('MMMM')).toBe('三月');
    await i18n.changeLanguage('hi');
    await waitFor(() => expect(description()).toMatch(/[\u0900-\u097f]/));
    expect(dayjs('2026-03-01').format('MMMM')).toBe('मार्च');
    // The lists' dates name the month in the reader's language once the theme has loaded it.
    expect(dateText('2026-03-15T12:00:00Z', 'hi')).toMatch(/मार्च/);
    expect(dateText('2026-03-15T12:00:00Z', 'zh')).toMatch(/3月/);
    await i18n.changeLanguage('en');
    await waitFor(() => expect(description()).toBe('No data'));
    await waitFor(() => expect(dayjs('2026-03-01').format('MMMM')).toBe('March'));
  });
});
