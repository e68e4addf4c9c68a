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
    return <output>{`motion ${String(token.motion)}, ${token.motionDurationMid}`}</output>;
  }

  function renderWithSystemPreference(prefersReducedMotion: boolean) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: prefersReducedMotion && query === REDUCED_MOTION_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    render(
      <ThemeProvider>
        <MotionReading />
      </ThemeProvider>,
    );
  }

  it('animates dialogs, drawers and menus by default', () => {
    renderWithSystemPreference(false);
    expect(screen.getByRole('status')).toHaveTextContent('motion true, 0.2s');
  });

  it('turns antd motion off for a reader who asked the system for less motion', () => {
    renderWithSystemPreference(true);
    expect(screen.getByRole('status')).toHaveTextContent('motion false, 0s');
  });
});
