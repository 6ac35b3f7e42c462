import { renameSync, writeFileSync } from 'node:fs';

/**
 * Deploys as the README says: a new registry file renamed over the old one. Then waits until the
 * running product at `origin` publishes `shows` in /remotes.json: the server looks at the file
 * again within SITE_RECHECK_MS (a second by default).
 */
export async function pointRegistry(
  origin: string,
  file: string,
  entries: Record<string, string>,
  shows: Record<string, string>,
): Promise<void> {
  writeFileSync(`${file}.next`, JSON.stringify(entries));
  renameSync(`${file}.next`, file);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const published: Record<string, string> = await (await fetch(`${origin}/remotes.json`)).json();
    if (Object.entries(shows).every(([name, url]) => published[name] === url)) return;
    if (Date.now() > deadline) {
      throw new Error(`/remotes.json still shows ${JSON.stringify(published)} after 10 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
