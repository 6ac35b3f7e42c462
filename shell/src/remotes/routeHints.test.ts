import { describe, expect, it } from '@rstest/core';
import { remoteRouteFor } from './routeHints';

describe('remoteRouteFor', () => {
  it.each([
    ['/property-listing', 'listing', 'ListingPage'],
    ['/property/details/42', 'listing', 'PropertyDetailsPage'],
    ['/add-property/media', 'add-property', 'MediaStep'],
    ['/create-profile', 'dashboard', 'CreateProfilePage'],
    ['/create-profile/7', 'dashboard', 'CreateProfilePage'],
    ['/admin/leadmanagementsystem/dispatch-lead', 'admin', 'DispatchLeadPage'],
  ])('%s needs %s/%s', (path, remote, module) => {
    expect(remoteRouteFor(path)).toMatchObject({ remote, module });
  });

  it.each(['/', '/about-us', '/property/details', '/admin'])('%s needs no remote', (path) => {
    expect(remoteRouteFor(path)).toBeUndefined();
  });
});
