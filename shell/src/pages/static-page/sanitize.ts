import DOMPurify from 'dompurify';

/** Static page HTML comes from admin-edited settings: strip scripts, handlers and unsafe URLs. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
