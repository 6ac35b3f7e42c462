import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { SuggestionsScreen } from '../suggestions/SuggestionsScreen';

export default function SuggestionsPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('suggestions.title')}
      heading={t('suggestions.heading')}
      permission="suggestions.manage"
    >
      <SuggestionsScreen />
    </AdminPage>
  );
}
