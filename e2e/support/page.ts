import type { Browser, Page } from 'playwright-core';

/** A fresh context (no storage shared between tests) with page errors collected. */
export async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

/** Colour the shell's FluentProvider gives a CSS variable, resolved by the browser (rgb(...)). */
export function shellTokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const provider = document.querySelector('#root .fui-FluentProvider');
    if (!provider) throw new Error('The shell has no FluentProvider');
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${name})`;
    provider.appendChild(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }, token);
}
