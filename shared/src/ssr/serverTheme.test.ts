import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from '@rstest/core';
import { completeServerTheme } from './serverTheme';

describe('completeServerTheme', () => {
  it("gives the server's theme <style> every variable of the theme, under its own class", () => {
    document.head.innerHTML =
      '<style id="fui-FluentProvider_R_0_">.fui-FluentProvider_R_0_ { --colorBrandBackground: #0f6cbd; }</style>' +
      '<style id="other">.a{color:red}</style>';
    completeServerTheme(webLightTheme);
    const theme = document.getElementById('fui-FluentProvider_R_0_')?.textContent ?? '';
    expect(theme.startsWith('.fui-FluentProvider_R_0_')).toBe(true);
    expect(theme).toContain(`--colorBackgroundOverlay: ${webLightTheme.colorBackgroundOverlay};`);
    expect(theme.match(/--[\w-]+:/g)?.length).toBe(Object.keys(webLightTheme).length);
    expect(document.getElementById('other')?.textContent).toBe('.a{color:red}');
  });
});
