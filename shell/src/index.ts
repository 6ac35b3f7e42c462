import './remotes/provideShared';
import { startRemoteRegistry } from './remotes/registry';

// Fetch the registry now, in parallel with the app's code; rendering never waits for it.
startRemoteRegistry(window.location.pathname);

// Async boundary: the federated singletons resolve before any app code runs.
import('./bootstrap');
