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
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name, saying what is paged ("Pages of leads"). */
  label: string;
};

/** Previous / "Page x of y" / Next; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage, label }: Props) {
  const styles = useStyles();
  const t = pagingTexts.useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
