import { makeStyles, tokens } from '@fluentui/react-components';
import { frameTexts } from '../frame/i18n';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The dashboard's content until the dashboard screen's charts replace it. */
export function AdminSummary() {
  const styles = useStyles();
  const t = frameTexts.useT();
  return <p className={styles.text}>{t('dashboard.welcome')}</p>;
}
