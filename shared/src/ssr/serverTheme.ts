import { createCSSRuleFromTheme, type Theme } from '@fluentui/react-components';

/**
 * The server sends only the theme's CSS variables its page uses (usedStyles.ts), and Fluent adopts
 * a theme <style> it finds by id as it is: before hydrating, that element gets the whole theme, for
 * the dialogs, menus and pages the browser renders later.
 */
export function completeServerTheme(theme: Theme, doc: Document = document) {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[id^="fui-FluentProvider"]')) {
    style.textContent = createCSSRuleFromTheme(`.${style.id}`, theme);
  }
}
