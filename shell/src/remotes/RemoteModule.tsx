import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteModule } from './loadRemoteModule';
import type { RemoteName } from './names';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
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

function RemoteComponent({ remote, module, attempt }: RemoteModuleProps & { attempt: number }) {
  // A new lazy component per attempt: React caches a lazy's failure, Retry must not get it back.
  const Lazy = useMemo<ComponentType>(
    () => lazy(() => loadRemoteModule(remote, module)),
    [remote, module, attempt],
  );
  return (
    <div data-remote-module={`${remote}/${module}`} style={{ display: 'contents' }}>
      <Lazy />
    </div>
  );
}

/** One exposed module of a remote: lazy, with a skeleton, a timeout and a Retry fallback. */
export function RemoteModule({ remote, module, optional = false }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const [anchor, near] = useNearViewport(optional);
  if (optional && !near) return <div ref={anchor} />;
  return (
    <RemoteErrorBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (optional ? null : <RemoteFallback onRetry={retry} />)}
    >
      <Suspense fallback={optional ? null : <RemoteSkeleton />}>
        <RemoteComponent remote={remote} module={module} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
