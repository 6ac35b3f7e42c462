import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { renderWithProviders } from 'shared/testing';
import PropertiesPage from '../exposed/PropertiesPage';
import { adminScope } from '../frame/testStaff';
import {
  approvePropertyFx,
  bulkPropertiesFx,
  fetchHistoryFx,
  fetchPropertyFx,
  fetchQueueSizeFx,
} from './api';
import { propertiesList } from './model';
import { detail, EDIT_ID, history, NEW_ID, page, queueRows } from './testProperties';

function renderProperties(role: AdminRole = 'moderator', at = '/admin/properties/all') {
  const fetchList = rs.fn(async (_query: Record<string, unknown>) => page(queueRows()));
  const size = rs.fn(async () => ({ total: 2, capped: false }));
  const fetchDetail = rs.fn(async () => detail());
  const approve = rs.fn(async () => undefined);
  const bulk = rs.fn(async (body: { action: string; ids: string[] }) => ({
    isSuccess: true as const,
    message: 'ok',
    results: body.ids.map((id) => ({ _id: id, ok: true, message: 'done' })),
    succeeded: body.ids.length,
    failed: 0,
  }));
  const scope = adminScope(role, [
    [propertiesList.fetchFx, fetchList],
    [fetchQueueSizeFx, size],
    [fetchPropertyFx, fetchDetail],
    [fetchHistoryFx, async () => history()],
    [approvePropertyFx, approve],
    [bulkPropertiesFx, bulk],
  ]);
  renderWithProviders(<PropertiesPage />, { scope, at });
  return { fetchList, size, fetchDetail, approve, bulk, user: userEvent.setup() };
}

/**
 * In happy-dom tabster's modalizer leaves an open Fluent drawer aria-hidden (as the settings and
 * add-property tests note), so what is in it is queried with `hidden: true`, and the drawer
 * (whose own name an aria-hidden element loses) is found by its heading. The e2e and axe runs
 * check the real browser.
 */
const hidden = { hidden: true } as const;
async function findDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole(
    'heading',
    { name: `Listing ${title}`, ...hidden },
    { timeout: 10_000 },
  );
  const drawer = heading.closest<HTMLElement>('[role="dialog"]');
  if (!drawer) throw new Error('the heading is not in a dialog');
  return drawer;
}

const queueGrid = () => screen.findByRole('grid', { name: 'Listings waiting for review' });

describe('PropertiesPage', () => {
  it('opens on the review queue with its size, each wait, the flags and the duplicate linked', async () => {
    const { fetchList } = renderProperties();
    expect(await screen.findByRole('tab', { name: 'Review queue (2)' })).toBeTruthy();
    const grid = await queueGrid();
    expect(fetchList.mock.calls[0]?.[0]).toMatchObject({ queue: 'review', page: 1 });
    expect(within(grid).getByText('waiting 2 h')).toBeTruthy();
    expect(within(grid).getByText('waiting 30 min')).toBeTruthy();
    expect(within(grid).getByText('Contact details')).toBeTruthy();
    expect(within(grid).getByText('Edit waiting')).toBeTruthy();
    expect(
      within(grid).getByRole('button', { name: 'Likely duplicate of Old 3 BHK in Aundh' }),
    ).toBeTruthy();
  }, 20_000);

  it('asks a reason before rejecting the selected rows, then sends them in one bulk call', async () => {
    const { bulk, fetchList, user } = renderProperties();
    const grid = await queueGrid();
    const boxes = within(grid).getAllByRole('checkbox', { name: 'Select row' });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 listings' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      within(dialog).getByText('Write at least 10 characters so the owner knows what to fix.'),
    ).toBeTruthy();
    expect(bulk).not.toHaveBeenCalled();
    await user.type(reason, ' - the photos show another flat');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith({
        action: 'reject',
        ids: [NEW_ID, EDIT_ID],
        reason: 'too short - the photos show another flat',
      }),
    );
    expect(await screen.findByText('2 rejected')).toBeTruthy();
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
  }, 20_000);

  it("opens a listing's edit with what changes, and approves it from the drawer", async () => {
    const { approve, fetchList, user } = renderProperties();
    const grid = await queueGrid();
    await user.click(within(grid).getByRole('button', { name: '3 BHK flat in Aundh' }));
    const drawer = await findDrawer('3 BHK flat in Aundh');
    const changes = await within(drawer).findByRole('table', hidden);
    expect(within(changes).getByRole('rowheader', { name: 'Price', ...hidden })).toBeTruthy();
    expect(within(changes).getByText('11900000')).toBeTruthy();
    expect(within(drawer).getByText('Photos: 1 added, 0 removed')).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'Hall', ...hidden })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Approve', ...hidden }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(EDIT_ID));
    expect(await screen.findByText('Listing approved: the change is live.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Listing 3 BHK flat in Aundh', ...hidden }),
      ).toBeNull(),
    );
    expect(fetchList).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('shows support staff the listings without selection or moderation buttons', async () => {
    const { user } = renderProperties('support');
    const grid = await queueGrid();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    await user.click(within(grid).getByRole('button', { name: '3 BHK flat in Aundh' }));
    const drawer = await findDrawer('3 BHK flat in Aundh');
    await within(drawer).findByRole('table', hidden);
    expect(within(drawer).queryByRole('button', { name: 'Approve', ...hidden })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Edit', ...hidden })).toBeNull();
  }, 20_000);

  it('switches to all listings with the filters in the URL, and refuses a role without access', async () => {
    const { fetchList, user } = renderProperties(
      'moderator',
      '/admin/properties/all?queue=all&status=rejected',
    );
    expect(await screen.findByRole('grid', { name: 'All listings' })).toBeTruthy();
    expect(fetchList.mock.calls[0]?.[0]).toMatchObject({ queue: 'all', status: 'rejected' });
    await user.click(screen.getByRole('tab', { name: 'Review queue (2)' }));
    await waitFor(() =>
      expect(fetchList.mock.calls.at(-1)?.[0]).toMatchObject({
        queue: 'review',
        status: undefined,
      }),
    );
  }, 20_000);

  it('tells finance staff they have no access and fetches nothing', async () => {
    const { fetchList } = renderProperties('finance');
    expect(await screen.findByText('You do not have access to this page')).toBeTruthy();
    expect(fetchList).not.toHaveBeenCalled();
  }, 20_000);
});
