// The listing pages as one ordinary app (no Module Federation): the baseline of the
// federation-cost benchmark (e2e/bench/listing-lcp.ts). The same tree renders on the benchmark's
// server (server.tsx) and hydrates in the browser (index.tsx), as the shell's does.
import { FluentProvider, type GriffelRenderer, RendererProvider } from '@fluentui/react-components';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { connectAuth } from 'shared/auth';
import { useHydrated } from 'shared/ssr';
import { appTheme, toasterProps } from 'shared/ui/theme';
import { PropertyDetailsPage } from '../details/page';
import { ListingPage } from '../search/page';

function AuthConnection({ scope }: { scope: Scope }) {
  const navigate = useNavigate();
  useEffect(() => connectAuth({ scope, navigate }), [scope, navigate]);
  return null;
}

/** The pages of the single app, by the module name the remote exposes each under. */
export const SINGLE_ROUTES = [
  { path: '/property-listing', module: 'ListingPage', Page: ListingPage },
  {
    path: '/property/details/:propertyId',
    module: 'PropertyDetailsPage',
    Page: PropertyDetailsPage,
  },
] as const;

/** The toaster styles its container inline: it mounts once hydrated (as the shell's does). */
function BrowserToaster() {
  return useHydrated() ? <Toaster {...toasterProps} /> : null;
}

export type SingleAppProps = {
  scope: Scope;
  renderer: GriffelRenderer;
  targetDocument: Document | undefined;
  /** BrowserRouter in the browser, a StaticRouter at the page's URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
};

export function SingleApp({ scope, renderer, targetDocument, Router }: SingleAppProps) {
  return (
    <RendererProvider renderer={renderer} targetDocument={targetDocument}>
      <FluentProvider theme={appTheme}>
        <Provider value={scope}>
          <Router>
            <AuthConnection scope={scope} />
            <Routes>
              {SINGLE_ROUTES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Router>
          <BrowserToaster />
        </Provider>
      </FluentProvider>
    </RendererProvider>
  );
}
