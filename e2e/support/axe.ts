import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A violation as axe reports it (axe-core's own types come through @axe-core/playwright). */
export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0 and 2.1, levels A and AA: the rules every screen must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type Width = keyof typeof VIEWPORTS;

/** The WCAG A/AA violations axe finds in the page as it is now (every frame). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Fluent's focus manager (tabster) puts aria-hidden focusable <i> sentinels around menus and
    // dialogs that pass focus on at once: a known axe false positive (microsoft/tabster#288).
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations;
}

/** One block per rule: rule, impact, help, the selectors of at most 8 failing nodes. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 100)}`,
      );
      const more = targets.length > 8 ? [`    ... and ${targets.length - 8} more`] : [];
      return [
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...targets.slice(0, 8),
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Resizes the page to each width and fails with a readable list when axe finds any WCAG 2.1
 * A/AA violation. `settle` runs after each resize (e.g. waits for the drawer button).
 */
export async function expectAccessible(
  page: Page,
  label: string,
  widths: readonly Width[] = ['desktop', 'phone'],
  settle?: (width: Width) => Promise<void>,
): Promise<void> {
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize(VIEWPORTS[width]);
    if (settle) await settle(width);
    const violations = await axeViolations(page);
    if (violations.length > 0) {
      failures.push(`${label} at ${width} width:\n${describeViolations(violations)}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(`Accessibility violations (WCAG 2.1 A/AA):\n${failures.join('\n\n')}`);
  }
}
