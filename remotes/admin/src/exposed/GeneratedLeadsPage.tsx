import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';
import { GeneratedLeadsScreen, useGeneratedLeadsQuery } from '../leads/GeneratedLeadsScreen';
import { CsvExportButton } from '../table/CsvExportButton';

function ExportLeads() {
  const { query } = useGeneratedLeadsQuery();
  return <CsvExportButton path="admin/leads/export.csv" query={query} fileName="all-leads.csv" />;
}

export default function GeneratedLeadsPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('generatedLeads.title')}
      heading={t('generatedLeads.heading')}
      permission="leads.view"
      actions={<ExportLeads />}
    >
      <GeneratedLeadsScreen />
    </AdminPage>
  );
}
