import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { renderWithProviders } from 'shared/testing';
import { CsvExportButton } from './CsvExportButton';
import { csvSearch, downloadCsvFx, saveCsvFx } from './csv';

function setup(download: () => Promise<{ blob: Blob; fileName: string }>) {
  const handlers = { download: rs.fn(download), save: rs.fn(async () => undefined) };
  const scope = fork({
    handlers: [
      [downloadCsvFx, handlers.download],
      [saveCsvFx, handlers.save],
    ],
  });
  renderWithProviders(
    <CsvExportButton
      path="admin/users/export.csv"
      query={{ page: 3, limit: 20, status: 'blocked', search: undefined }}
      fileName="users.csv"
    />,
    { scope },
  );
  return { handlers, user: userEvent.setup() };
}

describe('CsvExportButton', () => {
  it("downloads the list's filters (not its page) and saves the file", async () => {
    const file = { blob: new Blob(['a,b']), fileName: 'users-2026-11-24.csv' };
    const { handlers, user } = setup(async () => file);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(handlers.save).toHaveBeenCalledWith(file));
    expect(handlers.download).toHaveBeenCalledWith({
      path: 'admin/users/export.csv',
      query: { page: 3, limit: 20, status: 'blocked', search: undefined },
      fileName: 'users.csv',
    });
    expect(await screen.findByText('The CSV file has been downloaded.')).toBeTruthy();
    expect(csvSearch({ page: 3, limit: 20, status: 'blocked', search: undefined })).toBe(
      'status=blocked',
    );
  });

  it('says what failed and what to do', async () => {
    const { handlers, user } = setup(async () => {
      throw {
        success: false,
        message: 'The CSV export failed. Check your connection and try again.',
      };
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The CSV export failed. Check your connection and try again.'),
    ).toBeTruthy();
    expect(handlers.save).not.toHaveBeenCalled();
  });
});
