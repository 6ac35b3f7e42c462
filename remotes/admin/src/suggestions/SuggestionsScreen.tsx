import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';
import { useLanguage } from 'shared/i18n';
import { formatIndiaDate } from '../dates';
import { AdminTable } from '../table/AdminTable';
import { CsvExportButton } from '../table/CsvExportButton';
import { SearchBox } from '../table/SearchBox';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { suggestionsTexts } from './i18n';
import {
  $dragging,
  $form,
  deleteAsked,
  dragOpened,
  formOpened,
  reorderSuggestionsFx,
  rowMoved,
  suggestionsList,
} from './model';
import { DeleteSuggestionDialog, SuggestionFormDialog } from './SuggestionDialogs';

// dnd-kit loads only when someone reorders by dragging.
const DragReorderDialog = lazy(() => import('./DragReorderDialog'));

export const SUGGESTIONS_LIST_SPEC = { sort: 'weight', dir: 'desc', limit: 20 } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** /admin/suggestions: the curated header suggestions, searched, paged, edited and reordered. */
export function SuggestionsScreen() {
  const styles = useStyles();
  const t = suggestionsTexts.useT();
  const language = useLanguage();
  const params = useListParams(SUGGESTIONS_LIST_SPEC);
  const { query, setQuery } = params;
  const table = useAdminList(suggestionsList, params);
  const [form, dragging, openForm, askDelete, move, openDrag, moving] = useUnit([
    $form,
    $dragging,
    formOpened,
    deleteAsked,
    rowMoved,
    dragOpened,
    reorderSuggestionsFx.pending,
  ]);
  // Moving is by the header's order: only while the list shows it.
  const inHeaderOrder = query.sort === 'weight' && query.dir === 'desc';
  const rows = table.rows;

  const columns: AdminColumn<AdminSuggestion>[] = [
    {
      id: 'order',
      label: t('col.order'),
      width: 220,
      render: (row) => {
        if (!inHeaderOrder) return <span className={styles.hint}>{t('orderHint')}</span>;
        const at = rows.indexOf(row);
        return (
          <div className={styles.buttons}>
            <Button
              size="small"
              aria-label={t('moveUp', { text: row.searchText })}
              disabled={at === 0 || moving}
              onClick={() => move({ id: row._id, offset: -1 })}
            >
              {t('moveUpShort')}
            </Button>
            <Button
              size="small"
              aria-label={t('moveDown', { text: row.searchText })}
              disabled={at === rows.length - 1 || moving}
              onClick={() => move({ id: row._id, offset: 1 })}
            >
              {t('moveDownShort')}
            </Button>
          </div>
        );
      },
    },
    { id: 'searchText', label: t('col.text'), sortable: true, render: (row) => row.searchText },
    {
      id: 'weight',
      label: t('col.weight'),
      sortable: true,
      width: 110,
      render: (row) => row.weight,
    },
    {
      id: 'createdAt',
      label: t('col.createdAt'),
      sortable: true,
      width: 140,
      render: (row) => formatIndiaDate(row.createdAt, language),
    },
    {
      id: 'actions',
      label: t('col.actions'),
      width: 180,
      render: (row) => (
        <div className={styles.buttons}>
          <Button
            size="small"
            aria-label={t('edit', { text: row.searchText })}
            onClick={() => openForm(row)}
          >
            {t('editShort')}
          </Button>
          <Button
            size="small"
            aria-label={t('delete', { text: row.searchText })}
            onClick={() => askDelete(row)}
          >
            {t('deleteShort')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.root}>
      <p className={styles.intro}>{t('intro')}</p>
      <AdminTable
        label={t('tableLabel')}
        columns={columns}
        getRowId={(row) => row._id}
        emptyText={t('empty')}
        {...table}
        toolbar={
          <>
            <SearchBox
              value={query.search}
              label={t('searchLabel')}
              onSearch={(search) => setQuery({ search })}
            />
            <Button appearance="primary" onClick={() => openForm(null)}>
              {t('add')}
            </Button>
            <Button disabled={!inHeaderOrder || rows.length < 2} onClick={() => openDrag()}>
              {t('dragReorder')}
            </Button>
            <CsvExportButton
              path="admin/suggestions/export.csv"
              query={query}
              fileName="suggestions.csv"
            />
          </>
        }
      />
      {form ? <SuggestionFormDialog key={form.row?._id ?? 'new'} row={form.row} /> : null}
      <DeleteSuggestionDialog />
      {dragging ? (
        <Suspense fallback={<Spinner label={t('drag.loading')} />}>
          <DragReorderDialog rows={rows} />
        </Suspense>
      ) : null}
    </div>
  );
}
