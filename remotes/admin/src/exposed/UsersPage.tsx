import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { UsersCsvButton } from '../users/UsersCsvButton';
import { UsersScreen } from '../users/UsersScreen';

export default function UsersPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('users.title')}
      heading={t('users.heading')}
      permission="users.view"
      actions={<UsersCsvButton />}
    >
      <UsersScreen />
    </AdminPage>
  );
}
