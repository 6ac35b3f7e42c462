import { allSettled, type Scope, scopeBind } from 'effector';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { $persistedStateReady, appStarted, connectAuth } from 'shared/auth';
import { NavigationBridge } from 'shared/navigation';
import { notifyErrorFx } from 'shared/ui/notify';
import { LoadingScreen } from './LoadingScreen';

const startedScopes = new WeakSet<Scope>();

/**
 * Reads the persisted state (auth, drafts) into `scope`, once. Reading localStorage is
 * synchronous, so a page the server rendered calls this before hydrating and renders its
 * content, not the loading screen, on the first pass.
 */
export function startApp(scope: Scope): void {
  if (startedScopes.has(scope)) return;
  startedScopes.add(scope);
  // Not awaited: it settles only when the persistence guard timer ends.
  void allSettled(appStarted, { scope });
}

/**
 * Connects the http layer to this scope (a failed refresh navigates inside the router), reads the
 * persisted state once, and shows the loading screen until it has been read.
 */
export function AppStart({ scope, children }: { scope: Scope; children: ReactNode }) {
  const navigate = useNavigate();

  useEffect(
    () =>
      connectAuth({
        scope,
        navigate: (path) => navigate(path),
        onAccountBlocked: scopeBind(notifyErrorFx, { scope, safe: true }),
      }),
    [scope, navigate],
  );
  useEffect(() => startApp(scope), [scope]);

  return (
    <>
      <NavigationBridge />
      <PersistGate>{children}</PersistGate>
    </>
  );
}

/** The app renders only once the persisted state (auth, drafts) has been read. */
export function PersistGate({ children }: { children: ReactNode }) {
  const ready = useUnit($persistedStateReady);
  return ready ? children : <LoadingScreen />;
}
