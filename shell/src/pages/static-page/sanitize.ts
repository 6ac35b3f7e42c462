import DOMPurify from 'dompurify';

/**
 * Static page HTML comes from admin-edited settings (sanitised by the api on write): strip
 * scripts, handlers and unsafe URLs again, and any style (a style could hide or fake content).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  });
}
