import './remotes/provideShared';
import { readStyleNonce, shareStyleNonceWithGoober } from './lib/cspNonce';
import { startRemoteRegistry } from './remotes/registry';

shareStyleNonceWithGoober(readStyleNonce());

// Fetch the registry now, in parallel with the app's code; rendering never waits for it.
startRemoteRegistry(window.location.pathname);

// Async boundary: the federated singletons resolve before any app code runs.
import('./bootstrap');
