import { FluentProvider } from '@fluentui/react-components';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { $auth, type AuthState } from '../auth';
import { NavigationBridge } from '../navigation';
import { appTheme, toasterProps } from '../ui/theme';
import { LocationProbe } from './location';

type Entry = string | { pathname: string; search?: string; state?: unknown };

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The scope to render in; else one forked with `auth` (and nothing else) seeded. */
  scope?: Scope;
  /** Seeds `$auth` of the forked scope: `signedIn()`, `visitor`, ... (ignored with `scope`). */
  auth?: AuthState;
  /** Where the router starts, e.g. '/property-listing?search=pune'. */
  at?: Entry;
  /** The whole history, for tests of Back; the last entry is current (overrides `at`). */
  initialEntries?: Entry[];
  /** Adds Back and Forward buttons to the location probe. */
  history?: boolean;
  /** Extra providers inside the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

export type RenderWithProvidersResult = RenderResult & { scope: Scope };

/**
 * Renders `ui` the way the shell does: Fluent theme, effector scope, a memory router with the
 * navigation bridge (models' `navigateFx`), the toaster, and a location probe (`expectLocation`).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    scope,
    auth,
    at = '/',
    initialEntries = [at],
    history = false,
    wrapper: Extra,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const testScope = scope ?? fork({ values: auth ? [[$auth, auth]] : [] });
  function Providers({ children }: { children: ReactNode }) {
    const inner = Extra ? <Extra>{children}</Extra> : children;
    return (
      <FluentProvider theme={appTheme}>
        <Provider value={testScope}>
          <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
            <NavigationBridge />
            {inner}
            <LocationProbe history={history} />
          </MemoryRouter>
          <Toaster {...toasterProps} />
        </Provider>
      </FluentProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...options }), scope: testScope };
}
