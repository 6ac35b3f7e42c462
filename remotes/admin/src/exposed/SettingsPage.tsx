import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { SettingsScreen } from '../settings/SettingsScreen';

export default function SettingsPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('settings.title')}
      heading={t('settings.heading')}
      permission="settings.manage"
    >
      <SettingsScreen />
    </AdminPage>
  );
}
