import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { pagingTexts } from './i18n';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type Props = {
  page: number;
  onPage: (page: number) => void;
  /** The navigation's name, saying what is paged ("Pages of leads"). */
  label: string;
} & (
  | { pages: number; hasNext?: never }
  /** The last page is not known (a capped total): Next is offered while `hasNext`. */
  | { pages?: never; hasNext: boolean }
);

/** Previous / "Page x of y" (or "Page x") / Next; hidden when everything fits on one page. */
export function Pager({ page, pages, hasNext, onPage, label }: Props) {
  const styles = useStyles();
  const t = pagingTexts.useT();
  const nextExists = pages === undefined ? hasNext : page < pages;
  if (pages === undefined ? page <= 1 && !hasNext : pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">
        {pages === undefined ? t('page', { page }) : t('pageOf', { page, pages })}
      </span>
      <Button disabled={!nextExists} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
