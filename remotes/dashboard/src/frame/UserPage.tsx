import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDocumentTitle } from 'shared/ssr';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  wide: { maxWidth: '1400px' },
  stretch: { width: '100%', boxSizing: 'border-box' },
  heading: { margin: 0 },
});

type Props = {
  /** The document's title. */
  title: string;
  heading: string;
  /** 1400 px at most instead of 1200 (a wide table). */
  wide?: boolean;
  /** Takes the shell's whole width even when its content is narrow (padding included). */
  stretch?: boolean;
  children: ReactNode;
};

/** A user's page: its title, its h1 and the content in a centred column. */
export function UserPage({ title, heading, wide = false, stretch = false, children }: Props) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <div className={mergeClasses(styles.page, wide && styles.wide, stretch && styles.stretch)}>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
