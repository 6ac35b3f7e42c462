// A remote run on its own (`pnpm --filter <remote> dev`): the providers the shell gives it in the
// product. Imports the federated parts of `shared` by their package name, so the remote's own
// copy of this module uses the same singletons as its exposed modules.
import { FluentProvider, IdPrefixProvider } from '@fluentui/react-components';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { type ComponentType, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { appStarted, connectAuth } from 'shared/auth';
import { NavigationBridge } from 'shared/navigation';
import { appTheme, toasterProps } from 'shared/ui/theme';

export type StandaloneRoute = { path: string; Page: ComponentType };

export type StandaloneOptions = {
  /** The remote's name as the registry spells it (`add-property`). */
  name: string;
  /** The screens this remote owns, at the paths the shell gives them. */
  routes: readonly StandaloneRoute[];
};

function AuthConnection({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  useEffect(() => connectAuth({ scope, navigate }), [scope, navigate]);
  return null;
}

function RouteIndex({ name, routes }: StandaloneOptions) {
  return (
    <nav aria-label={`Screens of the ${name} remote`}>
      <ul>
        {routes.map(({ path }) => (
          <li key={path}>
            <Link to={path.replace(/\/:\w+\??/g, '/demo')}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The remote's app when it runs alone: its own scope, router, Fluent theme and toaster. */
export function createStandaloneApp(options: StandaloneOptions): ComponentType {
  const { name, routes } = options;
  const scope = fork();
  void allSettled(appStarted, { scope });
  return function StandaloneApp() {
    return (
      <StrictMode>
        <IdPrefixProvider value={`${name}-`}>
          <FluentProvider theme={appTheme}>
            <Provider value={scope}>
              <BrowserRouter>
                <AuthConnection scope={scope} />
                <NavigationBridge />
                <Suspense fallback={<p>Loading...</p>}>
                  <Routes>
                    {routes.map(({ path, Page }) => (
                      <Route key={path} path={path} element={<Page />} />
                    ))}
                    <Route path="*" element={<RouteIndex {...options} />} />
                  </Routes>
                </Suspense>
              </BrowserRouter>
              <Toaster {...toasterProps} />
            </Provider>
          </FluentProvider>
        </IdPrefixProvider>
      </StrictMode>
    );
  };
}

/** Renders the standalone app into the page's `#root`. */
export function startStandaloneApp(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) return;
  const StandaloneApp = createStandaloneApp(options);
  createRoot(container).render(<StandaloneApp />);
}
