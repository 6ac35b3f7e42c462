import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import type { SavedSearch } from 'shared/contracts/savedSearches';
import { SearchNameField, useSearchName } from 'shared/ui/SearchNameField';
import { savedSearchesTexts } from './i18n';

type Props = {
  search: SavedSearch;
  onRename: (name: string) => void;
  onClose: () => void;
};

/** Renames a saved search: 1 to 60 characters. */
export function RenameDialog({ search, onRename, onClose }: Props) {
  const t = savedSearchesTexts.useT();
  const { field, checked } = useSearchName(search.name, t('nameRequired'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = checked();
    if (trimmed === null) return;
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
              <SearchNameField label={t('name')} {...field} />
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
