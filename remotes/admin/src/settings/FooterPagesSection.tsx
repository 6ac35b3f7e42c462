import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { AdminFooterPage } from 'shared/contracts/adminSettings';
import { settingsTexts } from './i18n';
import { deleteAsked, editorOpened, pageMoved, reorderPagesFx } from './model';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
  link: { color: tokens.colorBrandForegroundLink },
});

export function FooterPagesSection({ pages }: { pages: AdminFooterPage[] }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const [open, move, askDelete, moving] = useUnit([
    editorOpened,
    pageMoved,
    deleteAsked,
    reorderPagesFx.pending,
  ]);
  return (
    <section className={styles.section} aria-labelledby="settings-footer-heading">
      <div className={styles.head}>
        <h2 id="settings-footer-heading" className={styles.heading}>
          {t('footer.heading')}
        </h2>
        <Button appearance="primary" onClick={() => open(null)}>
          {t('footer.add')}
        </Button>
      </div>
      <p className={styles.text}>{t('footer.intro')}</p>
      {pages.length === 0 ? (
        <p className={styles.text}>{t('footer.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <Table aria-label={t('footer.tableLabel')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('footer.column.order')}</TableHeaderCell>
                <TableHeaderCell>{t('footer.column.title')}</TableHeaderCell>
                <TableHeaderCell>{t('footer.column.path')}</TableHeaderCell>
                <TableHeaderCell>{t('footer.column.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pages.map((page, index) => (
                <TableRow key={page._id}>
                  <TableCell>
                    <div className={styles.buttons}>
                      <Button
                        size="small"
                        aria-label={t('footer.moveUp', { title: page.title })}
                        disabled={index === 0 || moving}
                        onClick={() => move({ id: page._id, offset: -1 })}
                      >
                        {t('footer.moveUpShort')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('footer.moveDown', { title: page.title })}
                        disabled={index === pages.length - 1 || moving}
                        onClick={() => move({ id: page._id, offset: 1 })}
                      >
                        {t('footer.moveDownShort')}
                      </Button>
                    </div>
                  </TableCell>
                  <TableCell>{page.title}</TableCell>
                  <TableCell>
                    <a
                      className={styles.link}
                      href={page.configUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {page.configUrl}
                    </a>
                  </TableCell>
                  <TableCell>
                    <div className={styles.buttons}>
                      <Button
                        size="small"
                        aria-label={t('footer.edit', { title: page.title })}
                        onClick={() => open(page)}
                      >
                        {t('footer.editShort')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('footer.delete', { title: page.title })}
                        onClick={() => askDelete(page)}
                      >
                        {t('footer.deleteShort')}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
