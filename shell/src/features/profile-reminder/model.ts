import { createEffect, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';

/** The reminder comes back at most once a day. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const CREATE_PROFILE_PATH = '/create-profile';
export const askedAtKey = (userId: string) => `pm.profile-reminder.${userId}`;

/**
 * "Asked again later, not blocked": a signed-in user without a name (skipped /create-profile, or
 * never saved it) sees a bar on a later page, once a day, until they save a name. Visiting
 * /create-profile counts as being asked; so does the bar. Nothing ever redirects.
 */
export const pageVisited = createEvent<{ path: string; now: number }>();
export const reminderDismissed = createEvent();

export const readAskedAtFx = createEffect((userId: string): number | null => {
  try {
    const value = Number(localStorage.getItem(askedAtKey(userId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
});
export const markAskedFx = createEffect(({ userId, now }: { userId: string; now: number }) => {
  try {
    localStorage.setItem(askedAtKey(userId), String(now));
  } catch {
    // Storage blocked: the bar may come back sooner; it can still be dismissed.
  }
});

const $namelessUserId = $auth.map((auth) =>
  auth.isAuthenticated && auth.user && !auth.user.name ? auth.user._id : null,
);

export const $reminderShown = createStore(false, { serialize: 'ignore' })
  .on(reminderDismissed, () => false)
  .on($namelessUserId.updates, (shown, userId) => (userId ? shown : false));

const visit = sample({
  clock: pageVisited,
  source: $namelessUserId,
  filter: (userId): userId is string => userId !== null,
  fn: (userId, { path, now }) => ({
    userId: userId as string,
    now,
    onForm: path.startsWith(CREATE_PROFILE_PATH),
  }),
});

// On the form itself: no bar, and that visit counts as being asked.
sample({ clock: visit, filter: ({ onForm }) => onForm, fn: () => false, target: $reminderShown });
sample({ clock: visit, filter: ({ onForm }) => onForm, target: markAskedFx });

// Elsewhere: once a day since the last time asked.
const elsewhere = sample({
  clock: visit,
  source: $reminderShown,
  filter: (shown, { onForm }) => !shown && !onForm,
  fn: (_, visit) => visit,
});
const $pendingVisit = createStore<{ userId: string; now: number } | null>(null, {
  serialize: 'ignore',
}).on(elsewhere, (_, { userId, now }) => ({ userId, now }));
sample({ clock: elsewhere, fn: ({ userId }) => userId, target: readAskedAtFx });
const due = sample({
  clock: readAskedAtFx.doneData,
  source: $pendingVisit,
  filter: (visit, askedAt): visit is { userId: string; now: number } =>
    visit !== null && (askedAt === null || visit.now - askedAt >= REMINDER_INTERVAL_MS),
});
sample({ clock: due, fn: () => true, target: $reminderShown });
sample({ clock: due, target: markAskedFx });
