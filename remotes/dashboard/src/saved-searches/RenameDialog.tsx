import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from 'shared/contracts/savedSearches';
import { savedSearchesTexts } from './i18n';

type Props = {
  search: SavedSearch;
  onRename: (name: string) => void;
  onClose: () => void;
};

/** Renames a saved search: 1 to 60 characters. */
export function RenameDialog({ search, onRename, onClose }: Props) {
  const t = savedSearchesTexts.useT();
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(t('nameRequired'));
      return;
    }
    if (trimmed !== search.name) onRename(trimmed);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{t('renameTitle')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('name')}
                required
                validationState={problem ? 'error' : 'none'}
                validationMessage={problem || undefined}
              >
                <Input
                  value={name}
                  maxLength={SAVED_SEARCH_NAME_MAX}
                  onChange={(_, data) => {
                    setName(data.value);
                    setProblem('');
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" appearance="primary">
                {t('save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
