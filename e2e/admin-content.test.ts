import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN_TIMEOUT, staffPage, staffToken, uniqueWord } from './support/admin';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser } from './support/live';
import { apiJson } from './support/posting';

/**
 * Issue 13: a footer page saved on /admin/settings shows in the footer and at its path at once,
 * and nothing unsafe in its content (a script, an event handler, a javascript: link, a style that
 * hides text) reaches the page; a curated suggestion saved on /admin/suggestions shows in the
 * header's suggestions. In Chromium against the real api.
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;

/** What someone with the api (not the editor, which cannot make these) could send. */
const HOSTILE = [
  '<p>Refunds within seven days.</p>',
  '<script>window.__hacked = 1; alert("script")</script>',
  '<img src="x" onerror="window.__hacked = 2; alert(\'image\')">',
  '<p><a href="javascript:alert(\'link\')">Win a prize</a></p>',
  '<p style="display:none">Hidden clause</p>',
  '<p onclick="alert(\'click\')">Click me</p>',
].join('');

/** The static page's article holds none of the payload's dangers, and the hidden text shows. */
async function expectSafe(page: Page, title: string) {
  const article = page.locator('article');
  await article.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: ADMIN_TIMEOUT });
  await article.getByText('Refunds within seven days.').waitFor();
  expect(await article.locator('script, iframe, object, style').count()).toBe(0);
  expect(await article.locator('[onerror], [onclick], [onload], [style]').count()).toBe(0);
  expect(await article.locator('img').count()).toBe(0);
  const prize = article.locator('a', { hasText: 'Win a prize' });
  if ((await prize.count()) > 0)
    expect((await prize.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
  expect(await article.getByText('Hidden clause').isVisible()).toBe(true);
  await article.getByText('Click me').click();
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
}

describe('admin content', () => {
  it('a footer page saved in settings shows in the footer and at its path, safely; a new logo in the header', {
    timeout: 300_000,
  }, async () => {
    const word = uniqueWord('refund');
    const title = `Refund rules ${word}`;
    const path = `/${word}`;

    const admin = await staffPage(live.browser, live.product, 'super-admin');
    let pageId = '';
    try {
      await admin.goto(url('/admin/settings'));
      await admin.getByRole('button', { name: 'Add page' }).click({ timeout: ADMIN_TIMEOUT });
      const dialog = admin.getByRole('dialog', { name: 'Add a footer page' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Path/ }).fill(path);
      const editor = dialog.getByRole('textbox', { name: 'Content' });
      await editor.click({ timeout: ADMIN_TIMEOUT });
      await admin.keyboard.type('Refunds within seven days.');
      await dialog.getByRole('toolbar', { name: 'Text formatting' }).waitFor();
      await expectAccessible(admin, 'the footer page editor', ['desktop']);
      await dialog.getByRole('tab', { name: 'Preview' }).click();
      await dialog
        .getByRole('region', { name: 'Preview of the page as the site shows it' })
        .getByText('Refunds within seven days.')
        .waitFor();
      await expectAccessible(admin, "the footer page editor's preview", ['desktop']);
      const saved = admin.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/settings' &&
          response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Save page' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      pageId = ((await answer.json()) as { data: { _id: string } }).data._id;
      await admin
        .getByText('The page has been saved. It shows in the footer now.')
        .waitFor({ timeout: ADMIN_TIMEOUT });
      await admin
        .getByRole('table', { name: 'Footer pages' })
        .getByRole('link', { name: path })
        .waitFor();

      // A new LOGO: chosen, previewed, uploaded as its bytes, stored as WebP.
      const logo = await sharp({
        create: { width: 400, height: 100, channels: 4, background: '#1e5ac8' },
      })
        .png()
        .toBuffer();
      await admin
        .getByLabel('Choose an image')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await admin.getByRole('img', { name: 'The chosen image (not saved yet)' }).waitFor();
      const uploaded = admin.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/admin/settings/logo',
      );
      await admin.getByRole('button', { name: 'Upload logo' }).click();
      expect((await uploaded).status()).toBe(200);
      await admin
        .getByText('The logo has been saved. The header shows it now.')
        .waitFor({ timeout: ADMIN_TIMEOUT });
    } finally {
      await admin.context().close();
    }

    // The same page's content replaced through the api with what the editor could never make.
    const token = await staffToken(live.product, 'super-admin');
    const patched = await apiJson<{ data: { content: string } }>(
      live.product,
      `admin/settings/${pageId}`,
      { method: 'PATCH', token, body: { content: HOSTILE } },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.data.content).not.toMatch(/script|onerror|onclick|javascript:|style=/i);

    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      // From the footer of the home page (navigation state carries the content), under the new logo.
      await visitor.goto(url('/'));
      await visitor
        .getByRole('banner')
        .locator('img[src*="/api/media-files/settings/logo-"]')
        .waitFor({ timeout: ADMIN_TIMEOUT });
      await visitor
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: title })
        .click({ timeout: ADMIN_TIMEOUT });
      await visitor.waitForURL(url(path));
      await expectSafe(visitor, title);
      // A deep link (or reload) finds it in the footer settings.
      await visitor.goto(url(path));
      await expectSafe(visitor, title);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a curated suggestion saved by a moderator shows in the header's suggestions", {
    timeout: 300_000,
  }, async () => {
    const word = uniqueWord('Lakeview');
    const text = `${word} Towers`;
    const moderator = await staffPage(live.browser, live.product, 'moderator');
    try {
      await moderator.goto(url('/admin/suggestions'));
      await moderator
        .getByRole('button', { name: 'Add suggestion' })
        .click({ timeout: ADMIN_TIMEOUT });
      const dialog = moderator.getByRole('dialog', { name: 'Add a suggestion' });
      await dialog.getByRole('textbox', { name: /^Suggestion text/ }).fill(text);
      await expectAccessible(moderator, 'the suggestion form', ['desktop']);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await moderator
        .getByText('The suggestion has been saved. The header shows it within seconds.')
        .waitFor({ timeout: ADMIN_TIMEOUT });
      await moderator
        .getByRole('grid', { name: 'Suggestions' })
        .getByText(text)
        .waitFor({ timeout: ADMIN_TIMEOUT });
      await moderator.getByRole('button', { name: 'Reorder by dragging' }).click();
      const reorder = moderator.getByRole('dialog', { name: "Reorder this page's suggestions" });
      await reorder
        .getByRole('button', { name: `Move ${text}` })
        .waitFor({ timeout: ADMIN_TIMEOUT });
      // The dialog's opening motion ends first (axe's contrast and dnd-kit's measuring need it).
      await reorder.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((motion) => motion.finished)),
      );
      await expectAccessible(moderator, 'the drag reorder dialog', ['desktop']);
      // By keyboard: pick the new (first) suggestion up, one place down, drop it, save.
      const items = reorder.getByRole('listitem');
      const second = (await items.nth(1).textContent())?.replace('⠿', '') ?? '';
      await reorder.getByRole('button', { name: `Move ${text}` }).focus();
      for (const key of ['Space', 'ArrowDown', 'Space']) {
        await moderator.keyboard.press(key);
        await moderator.waitForTimeout(300);
      }
      await items.nth(1).getByText(text).waitFor({ timeout: ADMIN_TIMEOUT });
      const ordered = moderator.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/suggestion/order' &&
          response.request().method() === 'PUT',
      );
      await reorder.getByRole('button', { name: 'Save order' }).click();
      expect((await ordered).status()).toBe(200);
      await moderator.getByText('The order has been saved.').waitFor({ timeout: ADMIN_TIMEOUT });
      const list = await apiJson<{ data: { searchText: string }[] }>(
        live.product,
        'admin/suggestions?limit=2',
        { token: await staffToken(live.product, 'moderator') },
      );
      expect(list.body.data.map((row) => row.searchText)).toEqual([second, text]);
    } finally {
      await moderator.context().close();
    }

    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    try {
      await visitor.goto(url('/'));
      const search = visitor
        .getByRole('banner')
        .getByRole('combobox', { name: 'Search properties' });
      await search.fill(word);
      await visitor
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('option', { name: new RegExp(text) })
        .waitFor({ timeout: ADMIN_TIMEOUT });
    } finally {
      await context.close();
    }
  });
});
