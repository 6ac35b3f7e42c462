import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ProfileReminder } from './view';

/** The empty element SiteLayout (app/layouts.tsx) renders between the header and the page. */
export const PROFILE_REMINDER_SLOT_ID = 'profile-reminder-slot';

/**
 * The reminder travels with the account menu's chunk (loaded for signed-in users only, after
 * hydration) and shows in the layout's slot: a visitor's first load of / carries none of it.
 * The slot is looked up after the commit: the layout may mount in the same one as the menu.
 */
export function ProfileReminderPortal() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setSlot(document.getElementById(PROFILE_REMINDER_SLOT_ID));
  }, []);
  return slot ? createPortal(<ProfileReminder />, slot) : null;
}
