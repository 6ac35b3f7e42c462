import { FluentProvider, IdPrefixProvider } from '@fluentui/react-components';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, Suspense, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { appStarted, connectAuth } from 'shared/auth';
import { appTheme, toasterProps } from 'shared/ui/theme';
import { standaloneRoutes } from './routes';

const scope = fork();
void allSettled(appStarted, { scope });

function AuthConnection() {
  const navigate = useNavigate();
  useEffect(() => connectAuth({ scope, navigate }), [navigate]);
  return null;
}

function RouteIndex() {
  return (
    <nav aria-label="Screens of the dashboard remote">
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

/** Runs this remote on its own (pnpm --filter dashboard dev); in the product the shell provides all of this. */
export function StandaloneApp() {
  return (
    <StrictMode>
      <IdPrefixProvider value="dashboard-">
        <FluentProvider theme={appTheme}>
          <Provider value={scope}>
            <BrowserRouter>
              <AuthConnection />
              <Suspense fallback={<p>Loading...</p>}>
                <Routes>
                  {standaloneRoutes.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                  <Route path="*" element={<RouteIndex />} />
                </Routes>
              </Suspense>
            </BrowserRouter>
            <Toaster {...toasterProps} />
          </Provider>
        </FluentProvider>
      </IdPrefixProvider>
    </StrictMode>
  );
}
