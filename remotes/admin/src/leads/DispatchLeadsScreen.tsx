import { Button, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { AdminLead } from 'shared/contracts/adminLeads';
import { leadStatusTargets } from 'shared/contracts/adminLeads';
import { useCan } from '../frame/staff';
import { AdminTable } from '../table/AdminTable';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { AssignBar } from './AssignBar';
import { useLeadColumns } from './columns';
import { HistoryPanel } from './HistoryPanel';
import { leadsTexts } from './i18n';
import { LeadFilters } from './LeadFilters';
import {
  $forwarding,
  DISPATCH_VIEWS,
  dispatchLeads,
  dispatchOpened,
  forwardClicked,
  historyOpened,
  statusPanelOpened,
  viewOf,
} from './model';
import { StatusPanel } from './StatusPanel';

export const DISPATCH_LEADS_SPEC = {
  sort: 'createdAt',
  dir: 'desc',
  limit: 20,
  filters: ['view', 'city', 'status'],
} as const;

const useStyles = makeStyles({
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  views: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: { float: 'left', marginRight: tokens.spacingHorizontalS, padding: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const EMPTY_TEXT = { unassigned: 'emptyUnassigned', mine: 'emptyMine', all: 'empty' } as const;

/**
 * /admin/leadmanagementsystem/dispatch-lead: the unassigned leads first (or mine, or all); a
 * role that dispatches selects and assigns them, forwards them to owners and moves their status.
 */
export function DispatchLeadsScreen() {
  const t = leadsTexts.useT();
  const styles = useStyles();
  const canDispatch = useCan('leads.dispatch');
  const params = useListParams(DISPATCH_LEADS_SPEC);
  const { query, setQuery } = params;
  const view = viewOf(query.view);
  const table = useAdminList(dispatchLeads, params);
  const [forwarding, opened, forward, openStatus, openHistory] = useUnit([
    $forwarding,
    dispatchOpened,
    forwardClicked,
    statusPanelOpened,
    historyOpened,
  ]);
  useEffect(() => {
    if (canDispatch) opened();
  }, [canDispatch, opened]);

  const actions: AdminColumn<AdminLead> = {
    id: 'actions',
    label: t('col.actions'),
    width: 230,
    // A button's click must not also toggle the row's selection (the grid selects on row click).
    render: (lead) => (
      <div className={styles.actions}>
        {canDispatch && lead.status === 'assigned' ? (
          <Button
            size="small"
            aria-label={t('forward.label', { name: lead.name })}
            disabledFocusable={forwarding === lead._id}
            onClick={(event) => {
              event.stopPropagation();
              forward(lead);
            }}
          >
            {t('forward.button')}
          </Button>
        ) : null}
        {canDispatch && leadStatusTargets(lead.status).length > 0 ? (
          <Button
            size="small"
            aria-label={t('statusChange.label', { name: lead.name })}
            onClick={(event) => {
              event.stopPropagation();
              openStatus(lead);
            }}
          >
            {t('statusChange.button')}
          </Button>
        ) : null}
        <Button
          size="small"
          aria-label={t('history.label', { name: lead.name })}
          onClick={(event) => {
            event.stopPropagation();
            openHistory(lead);
          }}
        >
          {t('history.button')}
        </Button>
      </div>
    ),
  };
  const columns = [...useLeadColumns(), actions];

  const toolbar = (
    <div className={styles.tools}>
      <fieldset className={styles.views}>
        <legend className={styles.legend}>{t('view.label')}</legend>
        {DISPATCH_VIEWS.map((each) => (
          <ToggleButton
            key={each}
            checked={view === each}
            onClick={() => setQuery({ view: each === 'unassigned' ? undefined : each })}
          >
            {t(`view.${each}`)}
          </ToggleButton>
        ))}
      </fieldset>
      <LeadFilters values={query} onChange={setQuery} />
      {canDispatch ? <AssignBar /> : null}
      <StatusPanel />
      <HistoryPanel />
    </div>
  );

  return (
    <AdminTable<AdminLead>
      label={t('dispatchTable')}
      columns={columns}
      getRowId={(lead) => lead._id}
      emptyText={t(EMPTY_TEXT[view])}
      selectable={canDispatch}
      toolbar={toolbar}
      {...table}
    />
  );
}
