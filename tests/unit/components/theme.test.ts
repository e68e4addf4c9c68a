import { presetPalettes } from '@ant-design/colors';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../../src/theme';

describe('the light theme', () => {
  it("gives 'success' tags (Published, Verified) the same fill and border as 'green' ones (In stock)", () => {
    const token = theme.getDesignToken(buildTheme('light'));
    expect(token.colorSuccessBg.toLowerCase()).toBe(presetPalettes.green![0]!.toLowerCase());
    expect(token.colorSuccessBorder.toLowerCase()).toBe(presetPalettes.green![2]!.toLowerCase());
  });
});
