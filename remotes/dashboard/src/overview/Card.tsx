import { type ReactNode, useId } from 'react';
import { useCardStyles } from './styles';

/** A block of the dashboard: a region named by its heading. */
export function Card({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useCardStyles();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
