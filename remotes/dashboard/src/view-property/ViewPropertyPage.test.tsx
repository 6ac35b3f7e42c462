import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import type { ReactNode } from 'react';
import { $auth } from 'shared/auth';
import type { ListingDetail } from 'shared/contracts/listings';
import type {
  InsightsAnswer,
  InsightsDay,
  OwnerListingViewAnswer,
} from 'shared/contracts/ownerListings';
import { renderWithProviders, signedIn } from 'shared/testing';
import ViewPropertyPage from '../exposed/ViewPropertyPage';
import { fetchInsightsFx, fetchOwnerListingViewFx } from './api';

rs.mock('./loadInsightsChart', () => ({
  loadInsightsChart: async () => ({
    default: ({ series }: { series: InsightsDay[] }) => <p>Line chart of {series.length} days</p>,
  }),
}));

const ID = '00000000-0000-4000-8000-0000000000aa';

/** The listing remote's PropertyPreview as the federation host would hand it over. */
function FakePreview({ listing, banner }: { listing: ListingDetail; banner?: ReactNode }) {
  return (
    <article aria-label={listing.title}>
      {banner}
      <h2>{listing.title}</h2>
    </article>
  );
}
const host = {
  options: { remotes: [{ name: 'listing' }] },
  loadRemote: rs.fn(async () => ({ default: FakePreview })),
};
beforeEach(() => {
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __INSTANCES__: [host] };
});
afterEach(() => {
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

function viewAnswer(overrides: Partial<OwnerListingViewAnswer> = {}): OwnerListingViewAnswer {
  return {
    isSuccess: true,
    message: 'ok',
    listing: { _id: ID, title: 'Sea view flat in Bandra' } as ListingDetail,
    status: 'active',
    rejectionReason: null,
    expiresAt: '2026-12-20T10:00:00.000Z',
    pendingRevision: false,
    ...overrides,
  };
}

function insightsAnswer(overrides: Partial<InsightsAnswer> = {}): InsightsAnswer {
  const series = Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    views: i === 29 ? 7 : 1,
    leads: i === 29 ? 2 : 0,
    favourites: i === 28 ? 1 : 0,
  }));
  return {
    isSuccess: true,
    message: 'ok',
    series,
    totals: { views: 36, leads: 2, favourites: 1 },
    imageRequests: [],
    ...overrides,
  };
}

type Options = {
  at?: string;
  view?: () => Promise<OwnerListingViewAnswer>;
  insights?: () => Promise<InsightsAnswer>;
};

function renderPage({ at = `/view/property?propertyId=${ID}`, view, insights }: Options = {}) {
  const handlers = {
    view: rs.fn(view ?? (async () => viewAnswer())),
    insights: rs.fn(insights ?? (async () => insightsAnswer())),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchOwnerListingViewFx, handlers.view],
      [fetchInsightsFx, handlers.insights],
    ],
  });
  const rendered = renderWithProviders(<ViewPropertyPage />, { scope, at });
  return { ...rendered, handlers, user: userEvent.setup() };
}

describe('/view/property', () => {
  it('shows the listing as buyers see it, with where it stands, through the listing remote', async () => {
    const { handlers } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'View property' })).toBeTruthy();
    const preview = await screen.findByRole('article', { name: 'Sea view flat in Bandra' });
    expect(within(preview).getByText('Active')).toBeTruthy();
    expect(
      within(preview).getByText(/Buyers see this listing now, as shown below, until/),
    ).toBeTruthy();
    expect(handlers.view).toHaveBeenCalledWith(ID);
    expect(host.loadRemote).toHaveBeenCalledWith('listing/PropertyPreview');
    expect(screen.getByRole('link', { name: 'Back to my properties' }).getAttribute('href')).toBe(
      '/my-properties',
    );
  });

  it('says why a rejected listing is hidden and that changes wait for review', async () => {
    renderPage({
      view: async () =>
        viewAnswer({
          status: 'rejected',
          rejectionReason: 'The photos are blurred.',
          pendingRevision: true,
        }),
    });
    const preview = await screen.findByRole('article', { name: 'Sea view flat in Bandra' });
    expect(within(preview).getByText('Rejected')).toBeTruthy();
    expect(preview.textContent).toContain('Reason: The photos are blurred.');
    expect(preview.textContent).toContain('Your latest changes are in review');
  });

  it('gives the totals of 30 days, a chart, and the same numbers as a table', async () => {
    const { user } = renderPage();
    const section = await screen.findByRole('region', {
      name: 'Views, leads and favourites, last 30 days',
    });
    const totals = within(section)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(totals).toEqual(['36', '2', '1']);
    expect(await within(section).findByText('Line chart of 30 days')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Show as a table' }));
    const table = within(section).getByRole('table', {
      name: 'Views, leads and favourites per day',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '2', '0']);
  });

  it('lists the buyers’ photo requests, which are answered, and links to the media step', async () => {
    renderPage({
      insights: async () =>
        insightsAnswer({
          imageRequests: [
            {
              _id: '00000000-0000-4000-8000-0000000000b1',
              requestedAt: '2026-11-22T06:00:00.000Z',
              answered: false,
            },
            {
              _id: '00000000-0000-4000-8000-0000000000b2',
              requestedAt: '2026-11-10T06:00:00.000Z',
              answered: true,
            },
          ],
        }),
    });
    const section = await screen.findByRole('region', { name: 'Photo requests from buyers' });
    expect(within(section).getByText('1 buyers are waiting for more photos.')).toBeTruthy();
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Asked on 22 Nov 2026Waiting', 'Asked on 10 Nov 2026Answered']);
    expect(within(section).getByRole('link', { name: 'Add photos' }).getAttribute('href')).toBe(
      `/my-properties/edit/${ID}?step=3`,
    );
  });

  it('says plainly when the listing is not one of the owner’s (404)', async () => {
    renderPage({
      view: async () =>
        Promise.reject({ success: false, message: 'Property not found', status: 404 }),
    });
    expect(await screen.findByText(/This listing was not found among yours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my properties' })).toBeTruthy();
  });

  it('needs no call for a link without an id', async () => {
    const { handlers } = renderPage({ at: '/view/property' });
    expect(await screen.findByText(/This listing was not found among yours/)).toBeTruthy();
    expect(handlers.view).not.toHaveBeenCalled();
  });

  it('offers Retry when loading failed for another reason', async () => {
    let fail = true;
    const { user } = renderPage({
      view: async () => {
        if (fail)
          throw {
            success: false,
            message: 'Could not load your listing. Check your connection and try again.',
          };
        return viewAnswer();
      },
    });
    expect(
      await screen.findByText('Could not load your listing. Check your connection and try again.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Sea view flat in Bandra' })).toBeTruthy();
  });
});
