import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type LeadDispatchStatus, leadStatusTargets } from 'shared/contracts/adminLeads';
import { leadsTexts } from './i18n';
import {
  $statusError,
  $statusLead,
  $statusSaving,
  statusPanelClosed,
  statusSubmitted,
} from './model';

export const usePanelStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * Moves the chosen lead along the workflow, with an optional note for the history: a panel
 * above the table (its heading takes the focus when it opens).
 */
export function StatusPanel() {
  const t = leadsTexts.useT();
  const styles = usePanelStyles();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [lead, error, saving, close, submit] = useUnit([
    $statusLead,
    $statusError,
    $statusSaving,
    statusPanelClosed,
    statusSubmitted,
  ]);
  const targets = lead ? leadStatusTargets(lead.status) : [];
  const [status, setStatus] = useState<LeadDispatchStatus | ''>('');
  const [note, setNote] = useState('');
  // A new lead starts a new form.
  const leadId = lead?._id;
  useEffect(() => {
    if (leadId) {
      setStatus('');
      setNote('');
      heading.current?.focus();
    }
  }, [leadId]);
  if (!lead) return null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('statusChange.title', { name: lead.name })}
      </h2>
      <p>{t('statusChange.current', { status: t(`status.${lead.status}`) })}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (status) submit({ status, note });
        }}
      >
        {targets.length === 0 ? (
          <p>{t('statusChange.none')}</p>
        ) : (
          <>
            <Field label={t('statusChange.newStatus')} required>
              <RadioGroup
                value={status}
                onChange={(_, data) => setStatus(data.value as LeadDispatchStatus)}
              >
                {targets.map((target) => (
                  <Radio key={target} value={target} label={t(`status.${target}`)} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('statusChange.note')}>
              <Textarea value={note} maxLength={500} onChange={(_, data) => setNote(data.value)} />
            </Field>
          </>
        )}
        {error ? (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          {targets.length > 0 ? (
            <Button appearance="primary" type="submit" disabledFocusable={!status || saving}>
              {saving ? t('statusChange.saving') : t('statusChange.save')}
            </Button>
          ) : null}
          <Button onClick={() => close()}>{t('statusChange.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
