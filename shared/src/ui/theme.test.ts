import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from '@rstest/core';
import {
  appTheme,
  brandRamp,
  breakpoints,
  mediaDown,
  mediaUp,
  spacing,
  toasterProps,
} from './theme';

describe('theme', () => {
  it('is the web light theme with our brand colour', () => {
    expect(Object.keys(appTheme).sort()).toEqual(Object.keys(webLightTheme).sort());
    expect(appTheme.colorBrandBackground).toBe(brandRamp[80]);
    expect(appTheme.colorNeutralBackground1).toBe(webLightTheme.colorNeutralBackground1);
  });

  it("names the platform's UI font first, then Fluent's Segoe UI and Roboto", () => {
    const families = appTheme.fontFamilyBase.split(',').map((family) => family.trim());
    expect(families[0]).toBe('system-ui');
    expect(families).toEqual(expect.arrayContaining(["'Segoe UI'", 'Roboto', 'sans-serif']));
    expect(families.at(-1)).toBe('sans-serif');
  });

  it('has breakpoints 0/600/900/1200/1536 as media queries', () => {
    expect(Object.values(breakpoints)).toEqual([0, 600, 900, 1200, 1536]);
    expect(mediaUp('md')).toBe('@media (min-width: 900px)');
    expect(mediaDown('sm')).toBe('@media (max-width: 599.95px)');
  });

  it('spaces in 8 px units and toasts top-right for 3 s', () => {
    expect(spacing(2)).toBe('16px');
    expect(toasterProps).toEqual({ position: 'top-right', toastOptions: { duration: 3000 } });
  });
});
