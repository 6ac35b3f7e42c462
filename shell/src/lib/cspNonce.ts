/**
 * The style nonce of this page's Content-Security-Policy. The api puts it in
 * `<meta property="csp-nonce" nonce>`; dev servers send no CSP and no nonce.
 * Read through the `nonce` property: browsers hide the attribute once parsed.
 */
export function readStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/** react-hot-toast's goober reads `window.__nonce__` when it creates its <style> element. */
export function shareStyleNonceWithGoober(nonce: string | undefined): void {
  if (nonce) (window as Window & { __nonce__?: string }).__nonce__ = nonce;
}
