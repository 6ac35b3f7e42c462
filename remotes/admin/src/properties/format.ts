export type Waiting = { key: 'waiting.minutes' | 'waiting.hours' | 'waiting.days'; count: number };

/** How long a submission has waited, in the largest whole unit: 45 min, 2 h, 3 d. */
export function waitingSince(submittedAt: string, now: Date): Waiting {
  const minutes = Math.max(
    0,
    Math.floor((now.getTime() - new Date(submittedAt).getTime()) / 60_000),
  );
  if (minutes < 60) return { key: 'waiting.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'waiting.hours', count: hours };
  return { key: 'waiting.days', count: Math.floor(hours / 24) };
}

/** Today's India day as YYYY-MM-DD (the feature dialog's earliest choice is the day after). */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
