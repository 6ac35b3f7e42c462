import DOMPurify, { type WindowLike } from 'dompurify';

/** The browser's window; the server entry gives one from jsdom (`sanitizeWithWindow`). */
let purifier = DOMPurify;

/** Server only: Node has no DOM for DOMPurify to parse with. */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * Static page HTML comes from admin-edited settings (sanitised by the api on write): strip
 * scripts, handlers and unsafe URLs again, and any style (a style could hide or fake content).
 * Without a DOM to parse with, nothing is let through.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  });
}
