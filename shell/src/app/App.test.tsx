import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $persistedStateReady } from 'shared/auth';
import { jsonResponse } from 'shared/testing';
import { App } from './App';
import { PersistGate } from './AppStart';

rs.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      remote {remote}/{module}
    </p>
  ),
}));

const footer = {
  _id: 'f1',
  configKey: 'FOOTER',
  title: 'About us',
  configUrl: '/about-us',
  content: '<p>Who we are</p>',
  configValue: null,
};

afterEach(() => {
  rs.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('PersistGate', () => {
  it('shows the loading screen until the persisted state is read', async () => {
    const scope = fork({ values: [[$persistedStateReady, false]] });
    const { rerender } = render(
      <Provider value={scope}>
        <PersistGate>
          <p>app</p>
        </PersistGate>
      </Provider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByText('Please wait while we prepare your experience')).toBeTruthy();
    expect(screen.queryByText('app')).toBeNull();
    const ready = fork({ values: [[$persistedStateReady, true]] });
    rerender(
      <Provider value={ready}>
        <PersistGate>
          <p>app</p>
        </PersistGate>
      </Provider>,
    );
    expect(screen.getByText('app')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});

describe('App', () => {
  it('reads the persisted state and renders the home page with the footer', async () => {
    rs.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/setting?limit=')) {
        return jsonResponse({ isSuccess: true, message: 'ok', data: [footer] });
      }
      return jsonResponse({ isSuccess: true, message: 'ok', data: [] });
    });
    render(<App scope={fork()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your next home across India' }),
    ).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    const aboutUs = await screen.findByRole('link', { name: 'About us' });
    expect(aboutUs.getAttribute('href')).toBe('/about-us');
  });

  it('opens a footer page by deep link', async () => {
    rs.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).startsWith('/api/setting?limit=')
        ? jsonResponse({ isSuccess: true, message: 'ok', data: [footer] })
        : jsonResponse({ isSuccess: true, message: 'ok', data: [] }),
    );
    window.history.replaceState(null, '', '/about-us');
    render(<App scope={fork()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  });
});
