import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const loadRemoteModule = rs.fn();
rs.mock('./loadRemoteModule', () => ({ loadRemoteModule }));

const { RemoteModule } = await import('./RemoteModule');

// A module name per test: a loaded module's lazy is kept for the next mount.
const renderRemote = (module: string, optional = false) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <header>
        <a href="/">Home</a>
      </header>
      <RemoteModule remote="listing" module={module} optional={optional} />
    </FluentProvider>,
  );

describe('RemoteModule', () => {
  // React logs every error a boundary catches; the failures here are on purpose.
  beforeEach(() => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('shows a skeleton, then the remote page', async () => {
    loadRemoteModule.mockReset();
    loadRemoteModule.mockResolvedValue({ default: () => <h1>Property listing</h1> });
    renderRemote('ListingPage');
    expect(screen.getByRole('status', { name: 'Loading section' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Property listing' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledWith('listing', 'ListingPage');
  });

  it('shows the fallback on failure and Retry loads the remote again', async () => {
    loadRemoteModule.mockReset();
    loadRemoteModule
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValueOnce({ default: () => <h1>Property listing</h1> });
    renderRemote('PropertyDetailsPage');
    expect(
      await screen.findByRole('heading', { name: 'This section could not be loaded.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Property listing' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('an optional section shows nothing while loading and nothing when it fails', async () => {
    loadRemoteModule.mockReset();
    loadRemoteModule.mockRejectedValue(new Error('down'));
    const { container } = renderRemote('RecentListings', true);
    expect(screen.queryByRole('status', { name: 'Loading section' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(container.querySelector('header')).toBeTruthy();
  });

  it('a module once loaded shows at once on the next mount, without loading again', async () => {
    loadRemoteModule.mockReset();
    loadRemoteModule.mockResolvedValue({ default: () => <h1>Saved searches</h1> });
    const first = renderRemote('SavedSearches');
    expect(await screen.findByRole('heading', { name: 'Saved searches' })).toBeTruthy();
    first.unmount();
    renderRemote('SavedSearches');
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toBeTruthy();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });
});
