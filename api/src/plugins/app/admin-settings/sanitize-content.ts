import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for footer page content (what the admin's editor makes): headings, paragraphs,
 * lists, links (http, https, mailto, tel; rel=noopener), emphasis, quotes, code and tables. No
 * style, class or event handler attribute, no script, style, iframe, object or form element, no
 * javascript: or data: URL. Script and style elements go with their content. The browser sanitises
 * again before showing it (DOMPurify).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeFooterContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
