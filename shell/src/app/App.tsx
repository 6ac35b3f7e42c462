import {
  createDOMRenderer,
  FluentProvider,
  type GriffelRenderer,
  makeStaticStyles,
  RendererProvider,
} from '@fluentui/react-components';
import { fork, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useHydrated } from 'shared/ssr';
import { $toasterWanted } from 'shared/ui/notify';
import { appTheme, HEADER_HEIGHT, SPACING_UNIT, toasterProps } from 'shared/ui/theme';
import { readStyleNonce } from '../lib/cspNonce';
import { AppRoutes } from '../routes/AppRoutes';
import { AppStart } from './AppStart';

/** Toasts sit below the header so they never cover its buttons (avatar, Login). */
const TOASTER_TOP = HEADER_HEIGHT + SPACING_UNIT;

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

/** Griffel's <style> elements carry the page's CSP nonce (the CSP has no 'unsafe-inline'). */
function createStyleRenderer() {
  const nonce = readStyleNonce();
  return createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
}

/** The shell: one Fluent theme, one effector scope, the router and the toaster for every remote. */
export function App({ scope: givenScope }: { scope?: Scope }) {
  const [scope] = useState(() => givenScope ?? fork());
  const [renderer] = useState(createStyleRenderer);
  return (
    <AppFrame scope={scope} renderer={renderer} targetDocument={document} Router={BrowserRouter} />
  );
}

export type AppFrameProps = {
  scope: Scope;
  renderer: GriffelRenderer;
  /** The page's document; none on the server. */
  targetDocument: Document | undefined;
  /** BrowserRouter in the browser, a StaticRouter at the page's URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
};

/**
 * The toaster's container is styled inline, which the CSP forbids in server HTML: it mounts once
 * hydrated. Its own component, so hydrating re-renders nothing above a remote's page (a
 * re-render there would make React drop the server HTML of a page still loading).
 */
function BrowserToaster() {
  const hydrated = useHydrated();
  const wanted = useUnit($toasterWanted);
  if (!hydrated || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...toasterProps} containerStyle={{ top: TOASTER_TOP }} />
    </Suspense>
  );
}

/** react-hot-toast (about 5 KB gzip) loads with the first toast (see shared/ui/notify). */
const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/** The one tree the browser renders and the server renders for hydration: keep them the same. */
export function AppFrame({ scope, renderer, targetDocument, Router }: AppFrameProps) {
  return (
    <RendererProvider renderer={renderer} targetDocument={targetDocument}>
      <ThemedApp scope={scope} Router={Router} />
    </RendererProvider>
  );
}

function ThemedApp({ scope, Router }: Pick<AppFrameProps, 'scope' | 'Router'>) {
  useGlobalStyles();
  return (
    <FluentProvider theme={appTheme}>
      <Provider value={scope}>
        <Router>
          <AppStart scope={scope}>
            <AppRoutes />
          </AppStart>
        </Router>
        <BrowserToaster />
      </Provider>
    </FluentProvider>
  );
}
