import DOMPurify from 'dompurify';

/**
 * As the site's static pages sanitise footer content before showing it (shell's sanitize.ts),
 * and without style attributes (the api drops them too): the preview shows what visitors see.
 */
export function sanitizeForPreview(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  });
}
