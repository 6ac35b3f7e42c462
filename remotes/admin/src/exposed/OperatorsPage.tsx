import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { OperatorsScreen } from '../operators/OperatorsScreen';

export default function OperatorsPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('operators.title')}
      heading={t('operators.heading')}
      permission={['operators.manage', 'audit.view']}
    >
      <OperatorsScreen />
    </AdminPage>
  );
}
