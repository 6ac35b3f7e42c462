import { Button, Input, makeStyles, tokens, useId } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { tableTexts } from './i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { minWidth: '220px' },
});

type Props = {
  value: string | undefined;
  /** The search to apply ('' clears it); called on Enter or the Search button. */
  onSearch: (search: string) => void;
  /** The field's label; "Search" by default. */
  label?: string;
  /** What can be searched ("Name or phone"). */
  placeholder?: string;
};

/** A labelled search field that applies on Enter (not on every key: each search is a request). */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const styles = useStyles();
  const t = tableTexts.useT();
  const id = useId('admin-search');
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim().slice(0, 100));
  };
  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={id}>{label ?? t('search')}</label>
        <div className={styles.row}>
          <Input
            id={id}
            className={styles.input}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={placeholder}
            onChange={(_, data) => setDraft(data.value)}
          />
          <Button type="submit">{t('searchButton')}</Button>
          {value ? (
            <Button appearance="subtle" onClick={() => onSearch('')}>
              {t('clearSearch')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
