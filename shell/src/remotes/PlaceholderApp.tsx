import { FluentProvider } from '@fluentui/react-components';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { appTheme, toasterProps } from 'shared/ui/theme';
import { routeTable } from '../routes/table';
import { RemoteModule } from './RemoteModule';

/** Stands in for the shell's App until it lands: header, home and every remote route. */
export function PlaceholderApp({ scope }: { scope: Scope }) {
  return (
    <FluentProvider theme={appTheme}>
      <Provider value={scope}>
        <BrowserRouter>
          <header style={{ height: 60 }}>
            <Link to="/">PropertyMarket</Link>
          </header>
          <Routes>
            <Route
              path="/"
              element={
                <main>
                  <h1>Find your next home</h1>
                  <RemoteModule remote="listing" module="RecentListings" optional />
                </main>
              }
            />
            {routeTable.map((route) =>
              route.kind === 'remote' ? (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RemoteModule remote={route.remote} module={route.module} />}
                />
              ) : null,
            )}
          </Routes>
        </BrowserRouter>
        <Toaster {...toasterProps} />
      </Provider>
    </FluentProvider>
  );
}
