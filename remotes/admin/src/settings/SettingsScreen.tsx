import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { LoadFailed } from '../frame/LoadFailed';
import { DeletePageDialog } from './DeletePageDialog';
import { FooterPagesSection } from './FooterPagesSection';
import { settingsTexts } from './i18n';
import { LogoSection } from './LogoSection';
import { $editor, $loadError, $settings, $status, settingsOpened } from './model';
import { SettingKeysForm } from './SettingKeysForm';

// The editor (TipTap, DOMPurify) loads only when a page is added or edited.
const FooterPageDialog = lazy(() => import('./FooterPageDialog'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

/** /admin/settings: footer pages, the logo and the other settings keys. */
export function SettingsScreen() {
  const styles = useStyles();
  const t = settingsTexts.useT();
  const [settings, status, loadError, editor, opened] = useUnit([
    $settings,
    $status,
    $loadError,
    $editor,
    settingsOpened,
  ]);
  useEffect(() => opened(), [opened]);

  if (!settings) {
    if (status === 'error')
      return (
        <LoadFailed
          message={loadError ?? t('loadFailed')}
          retryText={t('retry')}
          onRetry={opened}
        />
      );
    return <Spinner label={t('loading')} />;
  }
  return (
    <div className={styles.root}>
      <FooterPagesSection pages={settings.footerPages} />
      <LogoSection logo={settings.logo} />
      <SettingKeysForm values={settings.keys} />
      {editor ? (
        <Suspense fallback={<Spinner label={t('editor.loading')} />}>
          <FooterPageDialog key={editor.page?._id ?? 'new'} page={editor.page} />
        </Suspense>
      ) : null}
      <DeletePageDialog />
    </div>
  );
}
