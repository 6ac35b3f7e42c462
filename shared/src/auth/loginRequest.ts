import { createEvent } from 'effector';

/**
 * Anything that needs a logged-in user (a remote's Contact owner, a favourite
 * heart) asks for the login dialog through this event; the shell owns the
 * dialog and opens it. `reason` is shown as a toast when given.
 */
export const loginRequested = createEvent<{ reason?: string } | undefined>();
