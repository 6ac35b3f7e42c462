import { UserPage } from '../frame/UserPage';
import { texts } from '../i18n';
import { ViewPropertyView } from '../view-property/ViewPropertyView';

/** /view/property?propertyId=: the owner's view of one listing. */
export default function ViewPropertyPage() {
  const t = texts.useT();
  return (
    <UserPage title={t('viewProperty.title')} heading={t('viewProperty.heading')}>
      <ViewPropertyView />
    </UserPage>
  );
}
