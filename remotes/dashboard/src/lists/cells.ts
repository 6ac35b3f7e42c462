import { makeStyles, tokens } from '@fluentui/react-components';

/** The looks the grids' cells share. */
export const useCellStyles = makeStyles({
  /** Lines of one cell, one under the other. */
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 },
  strong: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** "Baner, Pune", leaving out what is missing. */
export const placeOf = (locality: string | null | undefined, city: string | null | undefined) =>
  [locality, city].filter(Boolean).join(', ');
