import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ProfileReminder } from './view';

/**
 * The reminder travels with the account menu's chunk (loaded for signed-in users only, after
 * hydration) and shows as a bar fixed to the bottom of the window, from the end of <body>: the
 * layout carries nothing of it, so a visitor's first load of / does not grow.
 */
export function ProfileReminderPortal() {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.body), []);
  return target ? createPortal(<ProfileReminder />, target) : null;
}
