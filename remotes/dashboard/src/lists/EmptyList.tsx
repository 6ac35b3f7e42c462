import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

type Props = {
  /** Why the list is empty (nothing yet, or nothing matches the filters). */
  message: string;
  /** What to do next: clear the filters, post a property. */
  children?: ReactNode;
  /** Read out when it appears (a list that empties as filters change). */
  announce?: boolean;
};

/** Said in place of an empty list, with what to do next. */
export function EmptyList({ message, children, announce = false }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role={announce ? 'status' : undefined}>
      <p>{message}</p>
      {children}
    </div>
  );
}
