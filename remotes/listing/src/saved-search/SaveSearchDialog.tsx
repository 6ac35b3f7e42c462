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
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearchAlerts } from 'shared/contracts/savedSearches';
import { messageOf } from 'shared/http';
import { notifySuccessFx } from 'shared/ui/notify';
import { SearchNameField, useSearchName } from 'shared/ui/SearchNameField';
import { listingTexts } from '../i18n';
import type { ListingQuery } from '../search/query';
import { createSavedSearchFx } from './api';
import { criteriaFor, suggestedName } from './criteria';
import { savedSearchTexts } from './i18n';
import { dialogClosed } from './model';

/** Names the search and picks instant or daily alerts; loaded on the first Save this search. */
export default function SaveSearchDialog({ query, open }: { query: ListingQuery; open: boolean }) {
  const t = savedSearchTexts.useT();
  const tl = listingTexts.useT();
  const [close, save, notify] = useUnit([dialogClosed, createSavedSearchFx, notifySuccessFx]);
  const { field, checked } = useSearchName(() => suggestedName(query, tl), t('nameRequired'));
  const [alerts, setAlerts] = useState<SavedSearchAlerts>('instant');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = checked();
    if (trimmed === null) return;
    setSaving(true);
    setFailure('');
    try {
      await save({ name: trimmed, alerts, criteria: criteriaFor(query) });
      // Closed first: while the modal is open the toaster is hidden from screen readers.
      close();
      notify(t('saved', { name: trimmed }));
    } catch (error) {
      setFailure(messageOf(error, t('failed')));
      setSaving(false);
    }
  };

  return (
    // Kept mounted once loaded: Fluent closes it (and gives the page back to screen readers).
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogContent>
              <p>{t('explain')}</p>
              <SearchNameField label={t('name')} {...field} />
              <Field label={t('alerts')}>
                <RadioGroup
                  value={alerts}
                  onChange={(_, data) => setAlerts(data.value as SavedSearchAlerts)}
                >
                  <Radio value="instant" label={t('instant')} />
                  <Radio value="daily" label={t('daily')} />
                </RadioGroup>
              </Field>
              {failure && (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>
                    {failure} <Link to="/save-favourite?tab=searches">{t('manage')}</Link>
                  </MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={() => close()}>
                {t('cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={saving}>
                {saving ? t('saving') : t('save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
