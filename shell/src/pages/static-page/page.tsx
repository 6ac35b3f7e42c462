import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import {
  $footerItems,
  $footerStatus,
  findFooterItem,
  footerNeeded,
} from '../../features/footer/model';
import { commonTexts, shellTexts } from '../../i18n';
import { NotFoundPage } from '../not-found/page';
import { sanitizeHtml } from './sanitize';

type StaticContent = { title?: string | null; content?: string | null };

const useStyles = makeStyles({
  root: {
    maxWidth: '960px',
    width: '100%',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
  content: { marginTop: tokens.spacingVerticalL, lineHeight: tokens.lineHeightBase400 },
});

export function StaticContent({ title, content }: StaticContent) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const html = content ? sanitizeHtml(content) : '';
  useDocumentTitle(title || t('footer.untitled'));
  return (
    <article className={styles.root}>
      <Text as="h1" size={800} weight="semibold">
        {title || t('footer.untitled')}
      </Text>
      {html ? (
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Text as="p" className={styles.content}>
          {t('staticPage.noContent')}
        </Text>
      )}
    </article>
  );
}

function hasStaticState(state: unknown): state is StaticContent {
  return typeof state === 'object' && state !== null && ('title' in state || 'content' in state);
}

/**
 * Footer links pass {title, content} in navigation state. A deep link or reload has no state:
 * then the page looks its path up in the footer settings, and shows not-found if none matches.
 */
export function StaticPageOrNotFound() {
  const location = useLocation();
  const tc = commonTexts.useT();
  const [items, status, needFooter] = useUnit([$footerItems, $footerStatus, footerNeeded]);
  const fromState = hasStaticState(location.state) ? location.state : null;

  useEffect(() => {
    if (!fromState) needFooter();
  }, [fromState, needFooter]);

  if (fromState) return <StaticContent title={fromState.title} content={fromState.content} />;
  const item = findFooterItem(items, location.pathname);
  if (item) return <StaticContent title={item.title} content={item.content} />;
  if (status === 'idle' || status === 'loading') return <Spinner label={tc('loading')} />;
  return <NotFoundPage />;
}
