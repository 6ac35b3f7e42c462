import { type HtmlPiece, toBytes } from './html-bytes';
import { watchedFile } from './watched-file';

const ROOT_ELEMENT = '<div id="root"></div>';

/** One response's additions to the shell's index.html. */
export type IndexHtmlParts = {
  /** The response's CSP style nonce. */
  nonce: string;
  /**
   * At the end of <head>, after the template's own tags (charset, viewport, title, scripts), which
   * the parser and the preload scanner then meet in the first few hundred bytes: preload links,
   * server-rendered styles and data.
   */
  head?: readonly HtmlPiece[];
  /** Server-rendered markup inside <div id="root">. */
  root?: HtmlPiece;
  /** The server-rendered page's own title, in place of the template's <title> (text, escaped here). */
  title?: string;
  /** The page's language (`en`, `hi`), set as `<html lang>` (axe's html-has-lang, screen readers' voice). */
  lang?: string;
};

const TITLE = /<title>[^<]*<\/title>/i;
const HTML_TAG = /<html\b[^>]*>/i;
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The template cut where each response's pieces go. */
function splitTemplate(file: string, html: string) {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error(`${file} has no <head>.`);
  const at = head.index + head[0].length;
  const headEnd = html.indexOf('</head>', at);
  if (headEnd < 0) throw new Error(`${file} has no </head>.`);
  const rootAt = html.indexOf(ROOT_ELEMENT, headEnd);
  if (rootAt < 0) throw new Error(`${file} has no ${ROOT_ELEMENT}.`);
  const rootInner = rootAt + ROOT_ELEMENT.length - '</div>'.length;
  return {
    before: html.slice(0, at),
    headTags: html.slice(at, headEnd),
    middle: Buffer.from(html.slice(headEnd, rootInner)),
    after: Buffer.from(html.slice(rootInner)),
  };
}

/**
 * The shell's index.html, as bytes, carrying one response's CSP style nonce: a `<meta property="csp-nonce">`
 * the shell reads (through the element's `nonce` property, which the browser hides from
 * attribute selectors) and hands to the libraries that write <style> elements.
 */
export function createIndexHtml(file: string, recheckMs = 0): (parts: IndexHtmlParts) => Buffer {
  const template = watchedFile(file, (html) => splitTemplate(file, html), recheckMs);
  return ({ nonce, head = [], root = '', title, lang = 'en' }) => {
    if (!/^[0-9a-f]+$/.test(nonce)) throw new Error('A CSP nonce must be hex.');
    if (!LANGUAGE_TAG.test(lang)) throw new Error(`${lang} is not a language tag.`);
    const parts = template();
    if (!parts) throw new Error(`${file} is missing (build the shell).`);
    const headTags =
      title === undefined
        ? parts.headTags
        : parts.headTags.replace(TITLE, () => `<title>${escapeText(title)}</title>`);
    const before = parts.before.replace(HTML_TAG, (tag) =>
      tag.replace(/\s+lang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${lang}"`),
    );
    return Buffer.concat([
      Buffer.from(`${before}<meta property="csp-nonce" nonce="${nonce}">${headTags}`),
      ...head.map(toBytes),
      parts.middle,
      toBytes(root),
      parts.after,
    ]);
  };
}
