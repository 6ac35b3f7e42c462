import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import type {
  MarkNotificationsReadBody,
  Notification,
  NotificationsAnswer,
} from 'shared/contracts/notifications';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn } from 'shared/testing';
import { fetchRecentNotificationsFx, fetchUnreadCountFx, markNotificationsReadFx } from './api';
import { NotificationBell } from './NotificationBell';

const LISTING_ID = '00000000-0000-4000-8000-0000000000b1';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '00000000-0000-4000-8000-0000000000a1',
    kind: 'saved-search-match',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    savedSearch: { _id: '00000000-0000-4000-8000-0000000000c1', name: '2 BHK in Baner' },
    property: {
      _id: LISTING_ID,
      title: 'Sunny 2 BHK near Baner Road',
      price: 45_000,
      city: 'Pune',
      locality: 'Baner',
    },
    ...overrides,
  };
}

type Options = {
  unread?: number;
  recent?: () => Promise<NotificationsAnswer>;
};

function renderBell({ unread = 2, recent, drawer = false }: Options & { drawer?: boolean } = {}) {
  let count = unread;
  const handlers = {
    count: rs.fn(async () => count),
    recent: rs.fn(
      recent ??
        (async (): Promise<NotificationsAnswer> => ({
          isSuccess: true,
          message: '',
          data: [
            notification(),
            notification({
              _id: '00000000-0000-4000-8000-0000000000a2',
              readAt: '2026-11-22T10:00:00.000Z',
              savedSearch: null,
              property: null,
            }),
          ],
          total: 2,
          page: 1,
          limit: 10,
          unread: count,
        })),
    ),
    markRead: rs.fn(async (body: MarkNotificationsReadBody) => {
      count = 'all' in body ? 0 : Math.max(0, count - body.ids.length);
      return { isSuccess: true as const, message: '', marked: 1, unread: count };
    }),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchUnreadCountFx, handlers.count],
      [fetchRecentNotificationsFx, handlers.recent],
      [markNotificationsReadFx, handlers.markRead],
    ],
  });
  renderWithProviders(
    <>
      <NotificationBell />
      {drawer && <NotificationBell row poll={false} />}
    </>,
    { scope, at: '/property-listing' },
  );
  return { handlers, user: userEvent.setup() };
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('notification bell', () => {
  it('shows the unread count in its name', async () => {
    renderBell({ unread: 3 });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('lists the newest: which search matched, the listing, its price and place', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu');
    const item = await within(menu).findByRole('menuitem', { name: /Sunny 2 BHK near Baner Road/ });
    expect(item.textContent).toContain('A new listing matches “2 BHK in Baner” · New');
    expect(item.textContent).toContain('₹ 45,000 · Baner, Pune');
    expect(within(menu).getByText('This listing was removed')).toBeTruthy();
    expect(within(menu).getByText('A new listing matched a search you deleted')).toBeTruthy();
  });

  it('opens a listing from the list and counts it as read', async () => {
    const { user, handlers } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sunny 2 BHK near Baner Road/ }));
    await expectLocation(`/property/details/${LISTING_ID}`);
    expect(handlers.markRead).toHaveBeenCalledWith({
      ids: ['00000000-0000-4000-8000-0000000000a1'],
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read', async () => {
    const { user, handlers } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    expect(handlers.markRead).toHaveBeenCalledWith({ all: true });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('asks again when the tab comes back into view, not while it is hidden', async () => {
    const { handlers } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(handlers.count).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fireEvent(window, new Event('focus'));
    expect(handlers.count).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(handlers.count).toHaveBeenCalledTimes(2));
  });

  it('says when the list cannot load, and Retry loads it', async () => {
    let calls = 0;
    const { user } = renderBell({
      recent: async () => {
        calls += 1;
        if (calls === 1) {
          throw {
            success: false,
            message: 'Could not load your notifications. Check your connection and try again.',
          };
        }
        return { isSuccess: true, message: '', data: [], total: 0, page: 1, limit: 10, unread: 0 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(
      await screen.findByText(
        'Could not load your notifications. Check your connection and try again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Retry' }));
    expect(await screen.findByText(/Nothing new\./)).toBeTruthy();
  });

  it("shows the same count in the side drawer's row without asking again", async () => {
    const { handlers } = renderBell({ unread: 4, drawer: true });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Notifications, 4 unread' })).toHaveLength(2),
    );
    expect(handlers.count).toHaveBeenCalledTimes(1);
  });

  it('reads in Hindi', async () => {
    const { user } = renderBell({ unread: 1 });
    await act(() => switchLanguage('hi'));
    try {
      await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 1 बिना पढ़ी' }));
      expect(await screen.findByRole('menuitem', { name: 'सब पढ़ी हुई मानें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
