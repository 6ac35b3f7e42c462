import { fork } from 'effector';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startI18n } from 'shared/i18n';
import { readServerState } from 'shared/ssr';
import { App } from './app/App';
import { startApp } from './app/AppStart';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// One scope for the whole page: the shell and every remote read the same stores through it.
// A page the server rendered carries its stores' values; stores of a remote that loads later
// take theirs from the scope by sid.
const serverState = readServerState();
const scope = fork(serverState ? { values: serverState } : {});

// The page's language first: the server's texts come with its HTML, so hydration renders the
// same words; another language without them waits for its catalogues (English ships in the code).
void startI18n().then(() => {
  if (serverState && container.hasChildNodes()) {
    // Hydration must see what the server rendered: the persisted state is read first (synchronous).
    startApp(scope);
    hydrateRoot(container, <App scope={scope} />);
  } else {
    createRoot(container).render(<App scope={scope} />);
  }
});
