import { makeStyles } from '@fluentui/react-components';
import { type ComponentType, lazy, Suspense, useContext, useMemo, useState } from 'react';
import type { RemoteName } from './names';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext, type RemoteModuleLoader } from './RemoteLoaderContext';
import { RemoteSkeleton } from './RemoteSkeleton';

export interface RemoteModuleProps {
  remote: RemoteName;
  /** Exposed module name, e.g. 'ListingPage' for `listing/ListingPage`. */
  module: string;
  /**
   * A secondary section (e.g. the home page's recent listings, which decides when it loads):
   * renders nothing while loading or on failure.
   */
  optional?: boolean;
}

const useStyles = makeStyles({ contents: { display: 'contents' } });

const lazies = new WeakMap<RemoteModuleLoader, Map<string, ComponentType>>();

/**
 * One lazy per loader and module, outside React's state: a render that suspends before it
 * commits (a retried one, or one hydrating a boundary of server HTML) finds the same lazy again,
 * where one it created would load anew on every retry, forever. React keeps a lazy's failure,
 * so a failed one is forgotten and the next mount or Retry loads again.
 */
function lazyRemote(loader: RemoteModuleLoader, remote: string, module: string): ComponentType {
  const byModule = lazies.get(loader) ?? new Map<string, ComponentType>();
  lazies.set(loader, byModule);
  const key = `${remote}/${module}`;
  const known = byModule.get(key);
  if (known) return known;
  const created = lazy(() =>
    loader(remote, module).catch((error: unknown) => {
      byModule.delete(key);
      throw error;
    }),
  );
  byModule.set(key, created);
  return created;
}

/** One exposed module of a remote: lazy, with a skeleton, a timeout and a Retry fallback. */
export function RemoteModule({ remote, module, optional = false }: RemoteModuleProps) {
  const styles = useStyles();
  const loadRemoteModule = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  // `attempt`: Retry asks again, and finds a new lazy (a failed one is forgotten).
  const Remote = useMemo<ComponentType>(
    () => lazyRemote(loadRemoteModule, remote, module),
    [loadRemoteModule, remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (optional ? null : <RemoteFallback onRetry={retry} />)}
    >
      <Suspense fallback={optional ? null : <RemoteSkeleton />}>
        <div data-remote-module={`${remote}/${module}`} className={styles.contents}>
          <Remote />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
