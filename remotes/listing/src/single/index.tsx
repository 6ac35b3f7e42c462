// The single-app baseline's browser entry: hydrates what its server rendered (server.tsx), or
// renders in the browser when the page came without server HTML.
import { createDOMRenderer } from '@fluentui/react-components';
import { allSettled, fork } from 'effector';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appStarted } from 'shared/auth';
import { readServerState } from 'shared/ssr';
import { startDetailEarly, startSearchEarly } from '../api/listings';
import { preloadContracts } from '../api/validated';
import { SingleApp } from './SingleApp';

const serverState = readServerState();
// Same early start as the exposed modules do, so the baseline differs only by federation.
if (!serverState) {
  const detailId = /^\/property\/details\/([^/]+)$/.exec(window.location.pathname)?.[1];
  if (window.location.pathname === '/property-listing') startSearchEarly(window.location.search);
  if (detailId) startDetailEarly(decodeURIComponent(detailId));
}
preloadContracts();
const scope = fork(serverState ? { values: serverState } : {});
void allSettled(appStarted, { scope });

const container = document.getElementById('root');
if (container) {
  const app = (
    <SingleApp
      scope={scope}
      renderer={createDOMRenderer(document)}
      targetDocument={document}
      Router={BrowserRouter}
    />
  );
  if (serverState && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
