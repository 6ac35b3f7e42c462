import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import SettingsPage from '../exposed/SettingsPage';
import { findDialog } from '../frame/testDialogs';
import { adminScope } from '../frame/testStaff';
import {
  deletePageFx,
  fetchSettingsFx,
  reorderPagesFx,
  saveKeyFx,
  savePageFx,
  uploadLogoFx,
} from './model';
import { page, testSettings } from './testSettings';

function renderSettings(role: 'super-admin' | 'moderator' = 'super-admin') {
  const fetch = rs.fn(async () => testSettings());
  const save = rs.fn(async ({ body }: { body: object }) => ({ ...page(9), ...body }));
  const reorder = rs.fn(async () => undefined);
  const remove = rs.fn(async () => undefined);
  const saveKey = rs.fn(async () => {
    throw { success: false, message: 'SUPPORT_PHONE must be a 10-digit Indian mobile number' };
  });
  const upload = rs.fn(async () => '/api/media-files/settings/logo-1.webp');
  const scope = adminScope(role, [
    [fetchSettingsFx, fetch],
    [savePageFx, save],
    [reorderPagesFx, reorder],
    [deletePageFx, remove],
    [saveKeyFx, saveKey],
    [uploadLogoFx, upload],
  ]);
  renderWithProviders(<SettingsPage />, { scope, at: '/admin/settings' });
  return { fetch, save, reorder, remove, saveKey, upload, user: userEvent.setup() };
}

const footerTable = () => screen.findByRole('table', { name: 'Footer pages' });

/** What is in a dialog is queried with `hidden: true` (see findDialog). */
const hidden = { hidden: true } as const;

describe('SettingsPage', () => {
  it('lists the footer pages in order with their paths, the logo and the keys', async () => {
    renderSettings();
    const table = await footerTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'About Us',
      'Privacy Policy',
      'Contact Us',
    ]);
    expect(within(table).getByRole('link', { name: '/about-us' }).getAttribute('href')).toBe(
      '/about-us',
    );
    expect(screen.getByRole('button', { name: 'Move up: About Us' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('img', { name: 'The current logo' }).getAttribute('src')).toBe(
      '/api/static/logo.svg',
    );
    expect(screen.getByRole('textbox', { name: 'Support e-mail' })).toHaveProperty(
      'value',
      'help@example.com',
    );
  });

  it('moves a page down with its button (keyboard usable), sending the new order', async () => {
    const { reorder, user } = renderSettings();
    await footerTable();
    screen.getByRole('button', { name: 'Move down: About Us' }).focus();
    await user.keyboard('{Enter}');
    const ids = testSettings().footerPages.map((p) => p._id);
    await waitFor(() => expect(reorder).toHaveBeenCalledWith([ids[1], ids[0], ids[2]]));
  });

  it('deletes a page only after the confirmation', async () => {
    const { remove, user } = renderSettings();
    await footerTable();
    await user.click(screen.getByRole('button', { name: 'Delete: Privacy Policy' }));
    const dialog = await findDialog('Delete this footer page?');
    expect(dialog.textContent).toContain('"Privacy Policy" at /privacy-policy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', ...hidden }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete: Privacy Policy' }));
    await user.click(await screen.findByRole('button', { name: 'Delete page', ...hidden }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(testSettings().footerPages[1]?._id));
  });

  // The editor's chunk (TipTap) loads on the first edit: this test gets longer.
  it('edits a page in the rich-text editor (toolbar labelled), previews it and saves it', {
    timeout: 40_000,
  }, async () => {
    const { save, user } = renderSettings();
    await footerTable();
    await user.click(screen.getByRole('button', { name: 'Edit: About Us' }));
    const dialog = await findDialog('Edit footer page');
    const editor = await within(dialog).findByRole(
      'textbox',
      { name: 'Content', ...hidden },
      { timeout: 15_000 },
    );
    expect(editor.innerHTML).toContain('Text 1');
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Text formatting', ...hidden });
    for (const name of ['Bold', 'Italic', 'Underline', 'Heading', 'Bulleted list', 'Link', 'Undo'])
      expect(within(toolbar).getByRole('button', { name, ...hidden })).toBeTruthy();

    const title = within(dialog).getByRole('textbox', { name: /Title/, ...hidden });
    await user.clear(title);
    await user.type(title, 'About PropertyMarket');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview', ...hidden }));
    const preview = within(dialog).getByRole('region', {
      name: 'Preview of the page as the site shows it',
      ...hidden,
    });
    expect(
      within(preview).getByRole('heading', { name: 'About PropertyMarket', ...hidden }),
    ).toBeTruthy();
    expect(preview.textContent).toContain('Text 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save page', ...hidden }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        id: testSettings().footerPages[0]?._id,
        body: { title: 'About PropertyMarket', configUrl: '/about-us', content: '<p>Text 1</p>' },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit footer page', ...hidden })).toBeNull(),
    );
  });

  it('refuses a reserved path in words before sending anything', async () => {
    const { save, user } = renderSettings();
    await footerTable();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = await findDialog('Add a footer page');
    await user.click(within(dialog).getByRole('button', { name: 'Save page', ...hidden }));
    expect(within(dialog).getByText('Enter a title.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/, ...hidden }), 'Login');
    const path = within(dialog).getByRole('textbox', { name: /Path/, ...hidden });
    await user.clear(path);
    await user.type(path, '/admin/login');
    await user.click(within(dialog).getByRole('button', { name: 'Save page', ...hidden }));
    expect(
      within(dialog).getByText(
        'This path belongs to the site itself. Choose another, such as /about-us.',
      ),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's words under a key that was refused", async () => {
    const { saveKey, user } = renderSettings();
    const phone = await screen.findByRole('textbox', { name: 'Support phone (10 digits)' });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save Support phone (10 digits)' }));
    expect(saveKey).toHaveBeenCalledWith({
      key: 'SUPPORT_PHONE',
      label: 'Support phone (10 digits)',
      value: '12345',
    });
    expect(
      await screen.findByText('SUPPORT_PHONE must be a 10-digit Indian mobile number'),
    ).toBeTruthy();
  });

  it('previews a chosen logo, refuses a wrong type, and uploads the image', async () => {
    URL.createObjectURL = rs.fn(() => 'blob:logo');
    URL.revokeObjectURL = rs.fn();
    const { upload } = renderSettings();
    // As a file picker would hand over a file the accept list left out.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Choose an image');
    await user.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeTruthy();
    const png = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(screen.getByRole('img', { name: 'The chosen image (not saved yet)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(png));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The current logo' }).getAttribute('src')).toBe(
        '/api/media-files/settings/logo-1.webp',
      ),
    );
  });

  it('a moderator is told there is no access and nothing is fetched', async () => {
    const { fetch } = renderSettings('moderator');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
