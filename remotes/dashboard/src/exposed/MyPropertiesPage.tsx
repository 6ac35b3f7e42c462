import { UserPage } from '../frame/UserPage';
import { texts } from '../i18n';
import { MyPropertiesView } from '../my-properties/MyPropertiesView';

/** /my-properties: every listing of the owner, with its actions. */
export default function MyPropertiesPage() {
  const t = texts.useT();
  return (
    <UserPage title={t('myProperties.title')} heading={t('myProperties.heading')} wide>
      <MyPropertiesView />
    </UserPage>
  );
}
