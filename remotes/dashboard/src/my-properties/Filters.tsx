import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES, type ListingStatus } from 'shared/vocabulary';
import { propertiesTexts } from './i18n';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  search: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  input: { minWidth: '240px' },
});

type Props = {
  search: string;
  status: ListingStatus | null;
  onSearch: (search: string) => void;
  onStatus: (status: ListingStatus | null) => void;
};

/** Search by words (sent with the Search button) and a status filter (applied when chosen). */
export function Filters({ search, status, onSearch, onStatus }: Props) {
  const styles = useStyles();
  const t = propertiesTexts.useT();
  const v = useVocabulary();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className={styles.bar}>
      <form className={styles.search} onSubmit={submit}>
        <Field label={t('searchLabel')}>
          <Input
            className={styles.input}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(_, data) => setText(data.value)}
          />
        </Field>
        <Button type="submit">{t('search')}</Button>
      </form>
      <Field label={t('statusLabel')}>
        <Select
          value={status ?? ''}
          onChange={(_, data) => onStatus((data.value || null) as ListingStatus | null)}
        >
          <option value="">{t('allStatuses')}</option>
          {LISTING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {v.label('listingStatus', value)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
