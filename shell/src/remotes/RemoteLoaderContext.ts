import { type ComponentType, createContext } from 'react';
import { loadRemoteModule } from './loadRemoteModule';

export type RemoteModuleLoader = (
  remote: string,
  module: string,
) => Promise<{ default: ComponentType }>;

/** Module Federation in the browser; the server renderer provides the remotes' server pages. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>(loadRemoteModule);
