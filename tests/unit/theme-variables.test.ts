import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_CHOICES } from '../../themes/colors';
import { NAV_THEME_TOKENS } from '../../themes/navigation';
import { COLOR_WEAK_FILTER, rootFilter, themeVariables } from '../../themes/themeVariables';

describe('theme variables', () => {
  it("sets Arco's --arcoblue-1..10 from the primary colour", () => {
    const vars = themeVariables({ color: '#722ed1', nav_theme: 'dark', weak: false });
    expect(vars['--arcoblue-6']).toBe('114,46,209');
    for (let i = 1; i <= 10; i += 1) expect(vars[`--arcoblue-${i}`]).toMatch(/^\d{1,3},\d{1,3},\d{1,3}$/);
  });

  it('falls back to the default primary for a colour it cannot read', () => {
    expect(themeVariables({ color: 'nonsense', nav_theme: 'dark', weak: false })['--arcoblue-6']).toBe('24,144,255');
  });

  it('gives the navigation tokens of the chosen theme', () => {
    const light = themeVariables({ color: '#1890ff', nav_theme: 'light', weak: false });
    const dark = themeVariables({ color: '#1890ff', nav_theme: 'dark', weak: false });
    expect(light['--app-nav-bg']).toBe(NAV_THEME_TOKENS.light.background);
    expect(dark['--app-nav-bg']).toBe(NAV_THEME_TOKENS.dark.background);
    expect(light['--app-nav-bg']).not.toBe(dark['--app-nav-bg']);
    expect(NAV_THEME_TOKENS.light.menuTheme).toBe('light');
  });

  it('filters the root only in colour-weak mode', () => {
    expect(rootFilter({ weak: true })).toBe(COLOR_WEAK_FILTER);
    expect(rootFilter({ weak: false })).toBe('');
  });

  it('offers distinct valid swatches, the default first', () => {
    expect(PRIMARY_COLOR_CHOICES[0].color).toBe('#1890ff');
    const colors = PRIMARY_COLOR_CHOICES.map((c) => c.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
});
