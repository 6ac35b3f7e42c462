import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $currentUser } from 'shared/auth';
import { useHydrated } from 'shared/ssr';

// Only a signed-in user without a name downloads the reminder: the first load stays as it was.
const ProfileReminder = lazy(() =>
  import('./view').then((module) => ({ default: module.ProfileReminder })),
);

export function LazyProfileReminder() {
  const user = useUnit($currentUser);
  // The server renders no user: the bar waits for hydration, as the header's avatar does.
  const hydrated = useHydrated();
  if (!hydrated || !user || user.name) return null;
  return (
    <Suspense fallback={null}>
      <ProfileReminder />
    </Suspense>
  );
}
