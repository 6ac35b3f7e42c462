import { describe, expect, it } from '@rstest/core';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import { apiJson, logInThroughDialogs, photoWithGps, tokenOf } from './support/posting';

/**
 * Issue 12: a new user creates a profile; the name and the cropped photo appear in the header at
 * once; /profile shows it as others see it; the reminder bar asks a user who skipped.
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;

describe('profile in Chromium', () => {
  it('a new user saves name, role and a cropped photo; the header shows them at once', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(url('/'));
      await logInThroughDialogs(page, live.product, newPhone());
      await page.waitForURL(/\/create-profile/);
      await page.getByRole('textbox', { name: /^Name/ }).fill('Asha Rao');
      await page.getByRole('radio', { name: 'Agent' }).check();
      await page.getByRole('textbox', { name: 'Company' }).fill('Rao Homes');
      await page.getByRole('combobox', { name: 'State' }).selectOption('Maharashtra');
      await page.getByRole('textbox', { name: 'RERA agent id' }).fill('P52100012345');

      await page.locator('input[type=file]').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await photoWithGps(1600, 1000, 30),
      });
      const area = page.getByRole('application', { name: 'Crop area' });
      await page.getByRole('button', { name: 'Use this photo' }).waitFor();
      // axe reads a fading toast's colours mid-animation: check once the login toast has gone.
      await page
        .getByText('Login successfully! Create your profile')
        .waitFor({ state: 'detached', timeout: 15_000 });
      await expectAccessible(page, '/create-profile with the crop area');
      await page.setViewportSize({ width: 1280, height: 800 });
      await area.focus();
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowRight');
      const box = await area.boundingBox();
      if (!box) throw new Error('no crop area');
      await page.mouse.move(box.x + 120, box.y + 120);
      await page.mouse.down();
      await page.mouse.move(box.x + 80, box.y + 100, { steps: 4 });
      await page.mouse.up();
      await page.getByRole('button', { name: 'Use this photo' }).click();
      await page
        .getByText('Your new photo is ready. Press Save to keep it.')
        .waitFor({ timeout: 60_000 });

      await expectAccessible(page, '/create-profile filled, photo ready');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(url('/'));
      const menu = page.getByRole('banner').getByRole('button', { name: /Asha Rao/ });
      await menu.waitFor();
      await expect
        .poll(() => menu.locator('img').getAttribute('src'), { timeout: 15_000 })
        .toMatch(/^\/api\/media-files\/media\/.+\.webp$/);

      const token = await tokenOf(page);
      const userId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.user?._id as string,
      );
      const { body } = await apiJson<{ user: Record<string, unknown> }>(
        live.product,
        `users/user/getUser/${userId}`,
        { token },
      );
      expect(body.user).toMatchObject({
        name: 'Asha Rao',
        userType: 'agent',
        companyName: 'Rao Homes',
        reraAgentId: 'P52100012345',
        state: 'Maharashtra',
      });
      const photo = await fetch(url(String(body.user.profileImage)));
      expect(photo.headers.get('content-type')).toBe('image/webp');

      await page.goto(url('/profile'));
      await page.getByRole('heading', { name: 'Asha Rao' }).waitFor();
      expect(await page.getByText('P52100012345').isVisible()).toBe(true);
      await expectAccessible(page, '/profile with a photo');
    } finally {
      await context.close();
    }
  });

  it('a user who skips is not blocked, and is asked again on a later page', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(url('/'));
      await logInThroughDialogs(page, live.product, newPhone());
      await page.waitForURL(/\/create-profile/);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.waitForURL(url('/'));
      expect(await page.getByRole('region', { name: 'Complete your profile' }).count()).toBe(0);
      // A day later (the last time asked moved back), the bar comes on any page.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('pm.profile-reminder.')) localStorage.setItem(key, '1');
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url('/about-us'));
      const bar = page.getByRole('region', { name: 'Complete your profile' });
      await bar.waitFor();
      await expectAccessible(page, 'the profile reminder bar');
      await bar.getByRole('button', { name: 'Not now' }).click();
      await bar.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
