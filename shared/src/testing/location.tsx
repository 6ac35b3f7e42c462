import { waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';

const PROBE_NAME = 'Current URL';

/** Shows where the router is (pathname + search), so tests assert navigation by role and name. */
export function LocationProbe({ history = false }: { history?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      {/* A note, not an <output>: tests find toasts by the role status. */}
      <div role="note" aria-label={PROBE_NAME}>{`${location.pathname}${location.search}`}</div>
      {history ? (
        <>
          <button type="button" onClick={() => navigate(-1)}>
            Browser back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            Browser forward
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The router's pathname + search as the probe shows it. */
export function currentLocation(container: HTMLElement = document.body): string {
  return container.querySelector(`[role="note"][aria-label="${PROBE_NAME}"]`)?.textContent ?? '';
}

/** Waits until the router is at `expected` (pathname + search). */
export async function expectLocation(expected: string): Promise<void> {
  await waitFor(() => {
    if (currentLocation() !== expected) {
      throw new Error(`location is ${currentLocation()}, expected ${expected}`);
    }
  });
}
