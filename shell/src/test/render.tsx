import { FluentProvider } from '@fluentui/react-components';
import { render, waitFor } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appTheme, toasterProps } from 'shared/ui/theme';
import { NavigationBridge } from '../lib/NavigationBridge';

type Entry = string | { pathname: string; search?: string; state?: unknown };

type Options = { scope?: Scope; at?: Entry };

/** Shows where the router is, so tests can assert navigation by role. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="current location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders UI with the shell's providers: Fluent, effector scope, memory router, toaster. */
export function renderWithShell(ui: ReactNode, { scope = fork(), at = '/' }: Options = {}) {
  const result = render(
    <FluentProvider theme={appTheme}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={[at]}>
          <NavigationBridge />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
          <Toaster {...toasterProps} />
        </MemoryRouter>
      </Provider>
    </FluentProvider>,
  );
  return { ...result, scope };
}

export function currentLocation(container: HTMLElement = document.body): string {
  return container.querySelector('output[aria-label="current location"]')?.textContent ?? '';
}

/** Waits until the router is at `expected` (pathname + search). */
export async function expectLocation(expected: string) {
  await waitFor(() => {
    if (currentLocation() !== expected) {
      throw new Error(`location is ${currentLocation()}, expected ${expected}`);
    }
  });
}
