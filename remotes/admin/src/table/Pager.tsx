import { Button, makeStyles, Select, tokens, useId } from '@fluentui/react-components';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import { tableTexts } from './i18n';
import { PAGE_SIZES } from './types';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  pages: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Props = {
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
  /** Names the navigation ("Pages of Users"). */
  label: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

/** The last page the server serves: the total's pages, but never past the 10,000-row window. */
export const pageCount = (total: number, limit: number) =>
  Math.max(1, Math.min(Math.ceil(total / limit), Math.floor(ADMIN_LIST_WINDOW / limit)));

/** Previous / "Page x of y" / Next, and the page-size choice. */
export function Pager({ page, limit, total, totalCapped, label, onPage, onLimit }: Props) {
  const styles = useStyles();
  const t = tableTexts.useT();
  const sizeId = useId('page-size');
  const pages = pageCount(total, limit);
  return (
    <div className={styles.pager}>
      <nav className={styles.pages} aria-label={label}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <span>{t(totalCapped ? 'pageOfMore' : 'pageOf', { page, pages })}</span>
        <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </nav>
      <div className={styles.size}>
        <label htmlFor={sizeId}>{t('pageSize')}</label>
        <Select
          id={sizeId}
          value={String(limit)}
          onChange={(_, data) => onLimit(Number(data.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
