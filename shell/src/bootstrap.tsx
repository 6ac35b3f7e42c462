import { fork, type Scope } from 'effector';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { $auth } from 'shared/auth';
import { startI18n } from 'shared/i18n';
import { completeServerTheme, readServerState, renderedFor } from 'shared/ssr';
import { appTheme } from 'shared/ui/theme';
import { App } from './app/App';
import { startApp } from './app/AppStart';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// One scope for the whole page: the shell and every remote read the same stores through it.
// A page the server rendered carries its stores' values; stores of a remote that loads later
// take theirs from the scope by sid.
const serverState = readServerState();

/**
 * The scope to hydrate the server's page with, or null to render anew: a page rendered for a
 * signed-in user is hydrated only by that user's session (this browser may have changed hands).
 */
function hydratingScope(): Scope | null {
  if (!serverState || !container?.hasChildNodes()) return null;
  const scope = fork({ values: serverState });
  // Hydration must see what the server rendered: the persisted state is read first (synchronous).
  startApp(scope);
  const forUser = renderedFor(serverState);
  if (forUser !== null && scope.getState($auth).user?._id !== forUser) return null;
  return scope;
}

// The page's language first: the server's texts come with its HTML, so hydration renders the
// same words; another language without them waits for its catalogues (English ships in the code).
void startI18n().then(() => {
  const scope = hydratingScope();
  if (scope) {
    completeServerTheme(appTheme);
    hydrateRoot(container, <App scope={scope} />);
  } else {
    container.replaceChildren();
    createRoot(container).render(<App scope={fork()} />);
  }
});
