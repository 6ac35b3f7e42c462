import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n';
import { PRODUCT_NAME } from '../../lib/brand';
import { $footerItems, footerNeeded } from './model';

const useStyles = makeStyles({
  root: {
    marginTop: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForeground1 },
  },
  copy: {
    display: 'block',
    marginTop: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground3,
  },
});

export function Footer() {
  const styles = useStyles();
  const t = shellTexts.useT();
  const [items, needFooter] = useUnit([$footerItems, footerNeeded]);
  useEffect(() => {
    needFooter();
  }, [needFooter]);

  return (
    <footer className={styles.root}>
      {items.length > 0 && (
        <nav aria-label={t('footer.nav')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  className={styles.link}
                  to={item.configUrl}
                  state={{ title: item.title, content: item.content }}
                >
                  {item.title || t('footer.untitled')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Text size={200} className={styles.copy}>
        {t('footer.copyright', { year: new Date().getFullYear(), brand: PRODUCT_NAME })}
      </Text>
    </footer>
  );
}
