import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { AuditEntry } from 'shared/contracts/adminAudit';
import { useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { usersTexts } from './i18n';
import { $history, $historyFailed, detailRetried } from './model';

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  quiet: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const reasonOf = (entry: AuditEntry) =>
  (entry.after as { blockedReason?: string } | null)?.blockedReason ?? '';

/** Staff actions on the user, newest first: who blocked or unblocked them, when and why. */
export function UserHistory() {
  const t = usersTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const [entries, failed, retry] = useUnit([$history, $historyFailed, detailRetried]);
  const line = (entry: AuditEntry) => {
    const values = { date: formatIndiaMoment(entry.createdAt, language), email: entry.adminEmail };
    if (entry.action === 'user.block')
      return t('history.block', { ...values, reason: reasonOf(entry) });
    if (entry.action === 'user.unblock') return t('history.unblock', values);
    return t('history.other', { ...values, action: entry.action });
  };
  return (
    <section aria-label={t('history.title')}>
      <h3 className={styles.heading}>{t('history.title')}</h3>
      {failed ? (
        <p className={styles.quiet}>
          {t('history.failed')}{' '}
          <Button size="small" onClick={() => retry()}>
            {t('detail.retry')}
          </Button>
        </p>
      ) : null}
      {entries && entries.length === 0 ? (
        <p className={styles.quiet}>{t('history.empty')}</p>
      ) : null}
      {entries && entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry._id}>{line(entry)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
