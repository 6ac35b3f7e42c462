import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
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
import { useEffect, useState } from 'react';
import { type LeadDispatchStatus, leadStatusTargets } from 'shared/contracts/adminLeads';
import { leadsTexts } from './i18n';
import {
  $statusError,
  $statusLead,
  $statusSaving,
  statusDialogClosed,
  statusSubmitted,
} from './model';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Moves the chosen lead along the workflow, with an optional note for the history. */
export function StatusDialog() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const [lead, error, saving, close, submit] = useUnit([
    $statusLead,
    $statusError,
    $statusSaving,
    statusDialogClosed,
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
    }
  }, [leadId]);

  return (
    <Dialog open={lead !== null} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (status) submit({ status, note });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('statusChange.title', { name: lead?.name ?? '' })}</DialogTitle>
            <DialogContent className={styles.content}>
              <p>
                {t('statusChange.current', {
                  status: lead ? t(`status.${lead.status}`) : '',
                })}
              </p>
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
                    <Textarea
                      value={note}
                      maxLength={500}
                      onChange={(_, data) => setNote(data.value)}
                    />
                  </Field>
                </>
              )}
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              {targets.length > 0 ? (
                <Button appearance="primary" type="submit" disabledFocusable={!status || saving}>
                  {saving ? t('statusChange.saving') : t('statusChange.save')}
                </Button>
              ) : null}
              <Button onClick={() => close()}>{t('statusChange.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
