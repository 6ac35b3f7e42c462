import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { DispatchLeadsScreen } from '../leads/DispatchLeadsScreen';

export default function DispatchLeadPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('dispatchLead.title')}
      heading={t('dispatchLead.heading')}
      permission="leads.view"
    >
      <DispatchLeadsScreen />
    </AdminPage>
  );
}
