import {
  createDOMRenderer,
  FluentProvider,
  makeStaticStyles,
  RendererProvider,
} from '@fluentui/react-components';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
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
    <RendererProvider renderer={renderer} targetDocument={document}>
      <ThemedApp scope={scope} />
    </RendererProvider>
  );
}

function ThemedApp({ scope }: { scope: Scope }) {
  useGlobalStyles();
  return (
    <FluentProvider theme={appTheme}>
      <Provider value={scope}>
        <BrowserRouter>
          <AppStart scope={scope}>
            <AppRoutes />
          </AppStart>
        </BrowserRouter>
        <Toaster {...toasterProps} containerStyle={{ top: TOASTER_TOP }} />
      </Provider>
    </FluentProvider>
  );
}
