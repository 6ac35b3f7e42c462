import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import type { LeadHistoryEntry } from 'shared/contracts/adminLeads';
import { useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { LoadFailed } from '../frame/LoadFailed';
import { timeAgo } from './format';
import { leadsTexts } from './i18n';
import {
  $history,
  $historyError,
  $historyLead,
  $historyStatus,
  historyClosed,
  historyRetried,
} from './model';
import { usePanelStyles } from './StatusPanel';

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

/** Who did what to one lead, newest first: a panel above the table (its heading takes the focus). */
export function HistoryPanel() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const panel = usePanelStyles();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
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
  const leadId = lead?._id;
  useEffect(() => {
    if (leadId) heading.current?.focus();
  }, [leadId]);
  if (!lead) return null;
  const now = new Date();
  return (
    <section className={panel.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={panel.heading}>
        {t('history.title', { name: lead.name })}
      </h2>
      {status === 'loading' ? <Spinner size="small" label={t('history.loading')} /> : null}
      {status === 'error' ? (
        <LoadFailed message={error} retryText={t('history.retry')} onRetry={retry} />
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
                  title={formatIndiaMoment(entry.createdAt, language)}
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
      <div className={panel.actions}>
        <Button onClick={() => close()}>{t('history.close')}</Button>
      </div>
    </section>
  );
}
