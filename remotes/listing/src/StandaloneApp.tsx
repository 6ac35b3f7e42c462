import { FluentProvider, IdPrefixProvider, webLightTheme } from '@fluentui/react-components';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { standaloneRoutes } from './routes';

const scope = fork();

function RouteIndex() {
  return (
    <nav aria-label="Screens of the listing remote">
      <ul>
        {standaloneRoutes.map(({ path }) => (
          <li key={path}>
            <Link to={path.replace(/\/:\w+\??/g, '/demo')}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Runs this remote on its own (pnpm --filter listing dev); in the product the shell provides all of this. */
export function StandaloneApp() {
  return (
    <StrictMode>
      <IdPrefixProvider value="listing-">
        <FluentProvider theme={webLightTheme}>
          <Provider value={scope}>
            <BrowserRouter>
              <Suspense fallback={<p>Loading...</p>}>
                <Routes>
                  {standaloneRoutes.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                  <Route path="*" element={<RouteIndex />} />
                </Routes>
              </Suspense>
            </BrowserRouter>
            <Toaster position="top-right" toastOptions={{ duration: 3000 }} />
          </Provider>
        </FluentProvider>
      </IdPrefixProvider>
    </StrictMode>
  );
}
