import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { AdminFooterPage } from 'shared/contracts/adminSettings';
import { SaveDialog } from '../forms/SaveDialog';
import { settingsTexts } from './i18n';
import { $saveError, editorClosed, pageSubmitted, savePageFx } from './model';
import { pageFormProblems } from './pageForm';
import { sanitizeForPreview } from './sanitize';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const useStyles = makeStyles({
  surface: { maxWidth: '900px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: {
    minHeight: '240px',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: tokens.lineHeightBase400,
  },
  previewTitle: { marginTop: 0, fontSize: tokens.fontSizeHero700 },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** Adds or edits a footer page: title, path, the rich text, and a preview as the site shows it. */
export default function FooterPageDialog({ page }: { page: AdminFooterPage | null }) {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const [serverError, submit, close, saving] = useUnit([
    $saveError,
    pageSubmitted,
    editorClosed,
    savePageFx.pending,
  ]);
  const [title, setTitle] = useState(page?.title ?? '');
  const [path, setPath] = useState(page?.configUrl ?? '/');
  const [content, setContent] = useState(page?.content ?? '');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [checked, setChecked] = useState(false);
  const problems = pageFormProblems(title, path);
  const shown = checked ? problems : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.title || problems.path) return;
    submit({ title: title.trim(), configUrl: path.trim(), content });
  };
  const heading = page ? t('editor.editTitle') : t('editor.newTitle');
  const previewHtml = tab === 'preview' ? sanitizeForPreview(content) : '';

  return (
    <SaveDialog
      title={heading}
      onClose={close}
      onSubmit={onSubmit}
      saving={saving}
      saveText={t('editor.save')}
      savingText={t('editor.saving')}
      cancelText={t('editor.cancel')}
      surfaceClassName={styles.surface}
      contentClassName={styles.form}
    >
      <Field
        label={t('editor.title')}
        required
        validationState={shown.title ? 'error' : 'none'}
        validationMessage={shown.title ? t(shown.title) : undefined}
      >
        <Input value={title} maxLength={100} onChange={(_, data) => setTitle(data.value)} />
      </Field>
      <Field
        label={t('editor.path')}
        required
        hint={t('editor.pathHint')}
        validationState={shown.path ? 'error' : 'none'}
        validationMessage={shown.path ? t(shown.path) : undefined}
      >
        <Input value={path} maxLength={80} onChange={(_, data) => setPath(data.value)} />
      </Field>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as 'write' | 'preview')}
      >
        <Tab value="write">{t('editor.write')}</Tab>
        <Tab value="preview">{t('editor.preview')}</Tab>
      </TabList>
      {tab === 'write' ? (
        <Suspense fallback={<Spinner label={t('editor.loading')} />}>
          <RichTextEditor label={t('editor.content')} initialHtml={content} onChange={setContent} />
        </Suspense>
      ) : (
        <section className={styles.preview} aria-label={t('editor.previewLabel')}>
          <h2 className={styles.previewTitle}>{title.trim() || page?.title}</h2>
          {previewHtml ? (
            <div dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : (
            <p>{t('editor.previewEmpty')}</p>
          )}
        </section>
      )}
      <p className={styles.note}>{t('editor.previewNote')}</p>
      {serverError ? (
        <MessageBar intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
    </SaveDialog>
  );
}
