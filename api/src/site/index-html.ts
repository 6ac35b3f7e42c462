import { watchedFile } from './watched-file';

/**
 * The shell's index.html carrying one response's CSP style nonce: a `<meta property="csp-nonce">`
 * the shell reads (through the element's `nonce` property, which the browser hides from
 * attribute selectors) and hands to the libraries that write <style> elements.
 * `extraHead` goes right after it (e.g. preload links).
 */
export function createIndexHtml(file: string): (nonce: string, extraHead?: string) => string {
  const template = watchedFile(file, (html) => {
    const head = /<head[^>]*>/i.exec(html);
    if (!head) throw new Error(`${file} has no <head>.`);
    const at = head.index + head[0].length;
    return { before: html.slice(0, at), after: html.slice(at) };
  });
  return (nonce, extraHead = '') => {
    if (!/^[0-9a-f]+$/.test(nonce)) throw new Error('A CSP nonce must be hex.');
    const parts = template();
    if (!parts) throw new Error(`${file} is missing (build the shell).`);
    return `${parts.before}<meta property="csp-nonce" nonce="${nonce}">${extraHead}${parts.after}`;
  };
}
