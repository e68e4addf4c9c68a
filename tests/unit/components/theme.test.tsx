import { presetPalettes } from '@ant-design/colors';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTheme, REDUCED_MOTION_QUERY, ThemeProvider } from '../../../src/theme';

describe('the light theme', () => {
  it("gives 'success' tags (Published, Verified) the same fill and border as 'green' ones (In stock)", () => {
    const token = theme.getDesignToken(buildTheme('light'));
    expect(token.colorSuccessBg.toLowerCase()).toBe(presetPalettes.green![0]!.toLowerCase());
    expect(token.colorSuccessBorder.toLowerCase()).toBe(presetPalettes.green![2]!.toLowerCase());
  });
});

describe('motion', () => {
  afterEach(() => vi.restoreAllMocks());

  function MotionReading() {
    const { token } = theme.useToken();
    return <output>{`${token.motionDurationFast}, ${token.motionDurationMid}, ${token.motionDurationSlow}`}</output>;
  }

  function renderWithSystemPreference(prefersReducedMotion: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: prefersReducedMotion && query === REDUCED_MOTION_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(
      <ThemeProvider>
        <MotionReading />
      </ThemeProvider>,
    );
  }

  it('animates dialogs, drawers and menus by default', () => {
    renderWithSystemPreference(false);
    expect(screen.getByRole('status')).toHaveTextContent('0.1s, 0.2s, 0.3s');
  });

  it('shortens every antd animation to 10 ms for a reader who asked the system for less motion', () => {
    renderWithSystemPreference(true);
    expect(screen.getByRole('status')).toHaveTextContent('0.01s, 0.01s, 0.01s');
  });
});
