import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { LeadHistoryEntry } from 'shared/contracts/adminLeads';
import { useLanguage } from 'shared/i18n';
import { formatReceived, timeAgo } from './format';
import { leadsTexts } from './i18n';
import {
  $history,
  $historyError,
  $historyLead,
  $historyStatus,
  historyClosed,
  historyRetried,
} from './model';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  when: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  note: { margin: 0, overflowWrap: 'anywhere' },
});

/** "Asha (support) assigned it to Ravi" and the like. */
function useDescribe() {
  const t = leadsTexts.useT();
  return (entry: LeadHistoryEntry) => {
    const who = entry.staffName
      ? t('history.who', {
          name: entry.staffName,
          role: entry.staffRole ? t(`role.${entry.staffRole}`) : entry.staffEmail,
        })
      : t('someone');
    if (entry.action === 'lead.assign')
      return t('history.assigned', { who, assignee: entry.assigneeName ?? t('noValue') });
    if (entry.action === 'lead.forward') return t('history.forwarded', { who });
    return t('history.status', {
      who,
      from: entry.fromStatus ? t(`status.${entry.fromStatus}`) : t('noValue'),
      to: entry.toStatus ? t(`status.${entry.toStatus}`) : t('noValue'),
    });
  };
}

/** Who did what to one lead, newest first. */
export function HistoryDialog() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const describe = useDescribe();
  const [lead, entries, status, error, close, retry] = useUnit([
    $historyLead,
    $history,
    $historyStatus,
    $historyError,
    historyClosed,
    historyRetried,
  ]);
  const now = new Date();
  return (
    <Dialog open={lead !== null} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('history.title', { name: lead?.name ?? '' })}</DialogTitle>
          <DialogContent>
            {status === 'loading' ? <Spinner size="small" label={t('history.loading')} /> : null}
            {status === 'error' ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
                <MessageBarActions>
                  <Button onClick={() => retry()}>{t('history.retry')}</Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            {status === 'ready' && entries.length === 0 ? <p>{t('history.empty')}</p> : null}
            {status === 'ready' && entries.length > 0 ? (
              <ol className={styles.list}>
                {entries.map((entry) => (
                  <li key={entry._id}>
                    <div>
                      {describe(entry)},{' '}
                      <time
                        dateTime={entry.createdAt}
                        title={formatReceived(entry.createdAt, language)}
                      >
                        {timeAgo(entry.createdAt, now, language)}
                      </time>
                    </div>
                    {entry.note ? (
                      <p className={styles.note}>{t('history.note', { note: entry.note })}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close()}>{t('history.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
