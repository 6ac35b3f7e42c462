import { makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

/** The signed-out admin pages' card (as the login's): one h1, then a form or a message. */
export function GuestCard({
  id,
  heading,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  /** Renders a form labelled by the heading; without it a plain section. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const title = (
    <h1 id={id} className={styles.title}>
      {heading}
    </h1>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <main className={styles.page}>
      {onSubmit ? (
        <form className={styles.card} aria-labelledby={id} onSubmit={submit} noValidate>
          {title}
          {children}
        </form>
      ) : (
        <section className={styles.card} aria-labelledby={id}>
          {title}
          {children}
        </section>
      )}
    </main>
  );
}
