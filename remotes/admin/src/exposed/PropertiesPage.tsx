import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { PropertiesCsvButton } from '../properties/PropertiesCsvButton';
import { PropertiesScreen } from '../properties/PropertiesScreen';

export default function PropertiesPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('properties.title')}
      heading={t('properties.heading')}
      permission="listings.view"
      actions={<PropertiesCsvButton />}
    >
      <PropertiesScreen />
    </AdminPage>
  );
}
