import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RenderingOnServer } from '../../app/renderingOnServer';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../../remotes/RemoteLoaderContext';
import { BelowTheFold } from './BelowTheFold';
import { $serverRenderedSections } from './serverSections';

const RecentRow = () => (
  <ul aria-label="Recently added">
    <li>
      <a href="/property/details/1">2 BHK in Pune</a>
    </li>
  </ul>
);
const loaded = (Component: ComponentType) => Promise.resolve({ default: Component });

function page(loader: RemoteModuleLoader, onServer: boolean) {
  const scope = fork({
    values: [[$serverRenderedSections, ['listing/RecentListings']]],
  });
  return (
    <Provider value={scope}>
      <RenderingOnServer.Provider value={onServer}>
        <RemoteLoaderContext.Provider value={loader}>
          <main>
            <BelowTheFold remote="listing" module="RecentListings" />
          </main>
        </RemoteLoaderContext.Provider>
      </RenderingOnServer.Provider>
    </Provider>
  );
}

async function serverHtml(): Promise<string> {
  const { prelude } = await prerender(page(() => loaded(RecentRow), true));
  return new Response(prelude).text();
}

describe('a server-rendered section below the fold', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    rs.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML, loading no code, until the visitor scrolls; then hydrates it", async () => {
    // This test renders on the "server" and in the browser in one process, sharing context
    // objects, which React warns about; the api renders in another process. Anything else fails.
    const consoleErrors = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverLink = screen.getByRole('link', { name: '2 BHK in Pune' });

    const browserLoader = rs.fn<RemoteModuleLoader>(() => loaded(RecentRow));
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(browserLoader, false), {
        onRecoverableError: (error) => void recoverableErrors.push(error),
      });
    });
    expect(browserLoader).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '2 BHK in Pune' })).toBe(serverLink);

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(browserLoader).toHaveBeenCalledTimes(1);
    expect(browserLoader).toHaveBeenCalledWith('listing', 'RecentListings');
    const row = screen.getByRole('list', { name: 'Recently added' });
    // Hydrated, not replaced: the very element the server sent, and no mismatch reported.
    expect(within(row).getByRole('link', { name: '2 BHK in Pune' })).toBe(serverLink);
    expect(recoverableErrors).toEqual([]);
    const otherErrors = consoleErrors.mock.calls.filter(
      ([message]) => !String(message).includes('multiple renderers'),
    );
    expect(otherErrors).toEqual([]);
  });
});
