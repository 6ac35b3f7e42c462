import { makeStyles } from '@fluentui/react-components';
import { type ComponentType, lazy, Suspense, useContext, useMemo, useState } from 'react';
import type { RemoteName } from './names';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import { RemoteSkeleton } from './RemoteSkeleton';
import { useNearViewport } from './useNearViewport';

export interface RemoteModuleProps {
  remote: RemoteName;
  /** Exposed module name, e.g. 'ListingPage' for `listing/ListingPage`. */
  module: string;
  /**
   * A secondary section (e.g. the home page's recent listings): renders nothing while loading
   * or on failure, and starts loading only when it comes near the viewport.
   */
  optional?: boolean;
}

const useStyles = makeStyles({ contents: { display: 'contents' } });

/** One exposed module of a remote: lazy, with a skeleton, a timeout and a Retry fallback. */
export function RemoteModule({ remote, module, optional = false }: RemoteModuleProps) {
  const styles = useStyles();
  const loadRemoteModule = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [anchor, near] = useNearViewport(optional);
  // Created here, in a component that commits while its child suspends: a lazy created in the
  // suspending child would be re-created on every retried render and load forever. A new lazy
  // per attempt, because React keeps a lazy's failure and Retry must really load again.
  const Remote = useMemo<ComponentType>(
    () => lazy(() => loadRemoteModule(remote, module)),
    [loadRemoteModule, remote, module, attempt],
  );
  if (optional && !near) return <div ref={anchor} />;
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
