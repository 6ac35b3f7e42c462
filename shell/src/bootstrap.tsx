import { fork } from 'effector';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// One scope for the whole page: the shell and every remote read the same stores through it.
const scope = fork();
createRoot(container).render(<App scope={scope} />);
