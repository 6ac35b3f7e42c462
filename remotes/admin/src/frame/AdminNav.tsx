import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { NavLink } from 'react-router-dom';
import { frameTexts } from './i18n';
import { screensFor } from './screens';
import { $permissions } from './staff';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
    '&[aria-current="page"]': {
      backgroundColor: tokens.colorBrandBackground2,
      color: tokens.colorBrandForeground2,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
});

/** The screens the signed-in role may open; the current one is marked (aria-current). */
export function AdminNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const styles = useStyles();
  const t = frameTexts.useT();
  const permissions = useUnit($permissions);
  return (
    <nav id={id} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {screensFor(permissions).map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.path} className={styles.link} onClick={onNavigate} end>
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
