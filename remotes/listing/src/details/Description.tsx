import { makeStyles, tokens } from '@fluentui/react-components';
import DOMPurify, { type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  text: { lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
});

/** Formatting only: no links, images, styles or attributes of any kind. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4'];

let purifier = DOMPurify;

/** The server has no DOM of its own: its entry gives DOMPurify one (jsdom's window). */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Without a DOM to parse with, nothing is let through. */
export function sanitizeDescription(html: string): string {
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

export function Description({ html }: { html: string | null }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const clean = useMemo(() => (html ? sanitizeDescription(html) : ''), [html]);
  if (!clean.trim()) return <p>{t('details.noDescription')}</p>;
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: clean }} />;
}
