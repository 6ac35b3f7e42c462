import type { GriffelRenderer } from '@fluentui/react-components';

/** `@media (…) {`, `@supports (…) {`, …: the wrappers of a rule whose selector comes after them. */
const GROUPING_AT_RULE = /^@(?:media|supports|container|layer)\b[^{]*\{/;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes the markup's elements carry. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A rule's selector, or null for a rule that has none (`@keyframes`, `@font-face`). */
function selectorOf(rule: string): string | null {
  let rest = rule.trimStart();
  for (let at = GROUPING_AT_RULE.exec(rest); at; at = GROUPING_AT_RULE.exec(rest)) {
    rest = rest.slice(at[0].length).trimStart();
  }
  if (rest.startsWith('@')) return null;
  const open = rest.indexOf('{');
  return open < 0 ? null : rest.slice(0, open);
}

/** Kept unless it selects by class and none of its classes is on the page. */
function appliesTo(rule: string, classes: Set<string>): boolean {
  const selector = selectorOf(rule);
  if (selector === null) return true;
  const names = [...selector.matchAll(CLASS_SELECTOR)].map(([, name]) => name as string);
  return names.length === 0 || names.some((name) => classes.has(name));
}

/**
 * The renderer's style sheets with only the rules the markup uses. A component's styles hook
 * inserts the CSS of every variant it declares (each appearance, size and state of a button), and
 * the server sends all of it: about 40% of a page's Griffel CSS matched nothing. Sent without
 * them, the browser parses less before its first paint; once hydrated, Griffel inserts whatever a
 * component needs that the page did not carry, as it does for a page rendered in the browser.
 */
export function withRulesUsedIn(renderer: GriffelRenderer, html: string): GriffelRenderer {
  const classes = classesIn(html);
  const stylesheets = Object.fromEntries(
    Object.entries(renderer.stylesheets).map(([key, sheet]) => [
      key,
      sheet && {
        ...sheet,
        cssRules: () => sheet.cssRules().filter((rule) => appliesTo(rule, classes)),
      },
    ]),
  ) as GriffelRenderer['stylesheets'];
  return { ...renderer, stylesheets };
}

const THEME_DECLARATION = /(--[\w-]+)\s*:\s*([^;{}]*);/g;
const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Fluent's theme <style> (about 460 CSS variables, 19 KB) with only the variables `css` reads,
 * directly or through another variable; the browser completes it before hydrating
 * (serverTheme.ts). Unchanged when it is not one rule of variables.
 */
export function withThemeVariablesUsedIn(themeStyle: string, css: string): string {
  const open = themeStyle.indexOf('{');
  const close = themeStyle.lastIndexOf('}');
  if (open < 0 || close < open) return themeStyle;
  const declarations = new Map(
    [...themeStyle.slice(open + 1, close).matchAll(THEME_DECLARATION)].map(
      ([, name = '', value = '']) => [name, value.trim()],
    ),
  );
  const used = new Set<string>();
  const pending = [...css.matchAll(VARIABLE_REFERENCE)].map(([, name = '']) => name);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const value = declarations.get(name);
    if (value === undefined || used.has(name)) continue;
    used.add(name);
    for (const [, inner = ''] of value.matchAll(VARIABLE_REFERENCE)) pending.push(inner);
  }
  const kept = [...declarations].filter(([name]) => used.has(name));
  const body = kept.map(([name, value]) => `${name}: ${value};`).join(' ');
  return `${themeStyle.slice(0, open + 1)} ${body} ${themeStyle.slice(close)}`;
}
