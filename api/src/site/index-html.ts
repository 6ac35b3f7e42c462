import { readFileSync, statSync } from 'node:fs';

/**
 * The shell's index.html carrying one response's CSP style nonce: a `<meta property="csp-nonce">`
 * the shell reads (through the element's `nonce` property, which the browser hides from
 * attribute selectors) and hands to the libraries that write <style> elements.
 * `extraHead` goes right after it (e.g. preload links). The file is read once and again only when
 * a build replaces it.
 */
export function createIndexHtml(file: string): (nonce: string, extraHead?: string) => string {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (nonce, extraHead = '') => {
    if (!/^[0-9a-f]+$/.test(nonce)) throw new Error('A CSP nonce must be hex.');
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    const head = /<head[^>]*>/i.exec(cached.html);
    if (!head) throw new Error(`${file} has no <head>.`);
    const at = head.index + head[0].length;
    return `${cached.html.slice(0, at)}<meta property="csp-nonce" nonce="${nonce}">${extraHead}${cached.html.slice(at)}`;
  };
}
