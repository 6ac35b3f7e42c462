import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { AdminLead } from 'shared/contracts/adminLeads';
import { AdminTable } from '../table/AdminTable';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { useLeadColumns } from './columns';
import { leadsTexts } from './i18n';
import { LeadFilters } from './LeadFilters';
import { generatedLeads } from './model';

export const GENERATED_LEADS_SPEC = {
  sort: 'createdAt',
  dir: 'desc',
  limit: 20,
  filters: ['from', 'to', 'city', 'propertyId', 'status', 'source'],
} as const;

const useStyles = makeStyles({
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The generated-leads screen's query, for its CSV export (the same filters, every row). */
export function useGeneratedLeadsQuery() {
  return useListParams(GENERATED_LEADS_SPEC);
}

/** /admin/leadmanagementsystem/generated-leads: every lead, filtered by the server. */
export function GeneratedLeadsScreen() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const params = useGeneratedLeadsQuery();
  const { query, setQuery } = params;
  const table = useAdminList(generatedLeads, params);
  const columns = useLeadColumns((lead: AdminLead) => setQuery({ propertyId: lead.propertyId }));

  const toolbar = (
    <div className={styles.tools}>
      <LeadFilters full values={query} onChange={setQuery} />
      {query.propertyId ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('listingFilter')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setQuery({ propertyId: undefined })}>{t('allListings')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );

  return (
    <AdminTable<AdminLead>
      label={t('table')}
      columns={columns}
      getRowId={(lead) => lead._id}
      emptyText={t('empty')}
      toolbar={toolbar}
      {...table}
    />
  );
}
