import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS } from '../../themes/preferences';

describe('layout preferences', () => {
  it('has exactly the keys of spec section 3', () => {
    expect([...PREFERENCE_KEYS].sort()).toEqual(
      [
        'sidebar_type',
        'is_mobile',
        'nav_theme',
        'layout',
        'fixed_header',
        'fixed_sidebar',
        'content_width',
        'auto_hide_header',
        'color',
        'weak',
        'multi_tab',
        'app_language',
      ].sort(),
    );
    expect(Object.keys(DEFAULT_PREFERENCES).sort()).toEqual([...PREFERENCE_KEYS].sort());
  });

  it('defaults to the theme of spec section 9', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({
      nav_theme: 'dark',
      color: '#1890ff',
      layout: 'sidemenu',
      content_width: 'Fluid',
      fixed_header: true,
      fixed_sidebar: true,
      weak: false,
      app_language: 'zh-CN',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_PREFERENCES)).toBe(true);
  });
});
