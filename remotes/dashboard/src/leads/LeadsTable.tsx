import {
  Badge,
  Button,
  createTableColumn,
  Link,
  makeStyles,
  type TableColumnDefinition,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from 'shared/contracts/leads';
import { useLanguage } from 'shared/i18n';
import { placeOf, useCellStyles } from '../lists/cells';
import { RecordsGrid } from '../lists/RecordsGrid';
import { formatLeadTime } from './dates';
import { leadsTexts } from './i18n';
import { $savingIds, contactedToggled } from './model';

const useStyles = makeStyles({
  message: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
});

type LeadsT = ReturnType<typeof leadsTexts.useT>;

/** A link the router follows inside the app (a new tab still gets a real address). */
function PropertyLink({ lead }: { lead: Lead }) {
  const navigate = useNavigate();
  const to = `/property/details/${lead.propertyId}`;
  return (
    <Link
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {lead.propertyTitle}
    </Link>
  );
}

function StatusCell({ lead, t }: { lead: Lead; t: LeadsT }) {
  const styles = useStyles();
  const language = useLanguage();
  const [saving, toggle] = useUnit([$savingIds, contactedToggled]);
  const contacted = lead.contactedAt !== null;
  return (
    <div className={styles.status}>
      <Badge appearance="tint" color={contacted ? 'success' : 'brand'}>
        {contacted
          ? t('contactedOn', { date: formatLeadTime(lead.contactedAt as string, language) })
          : t('status.new')}
      </Badge>
      <Button
        size="small"
        appearance={contacted ? 'subtle' : 'primary'}
        disabledFocusable={saving.includes(lead._id)}
        aria-label={t(contacted ? 'markNewFor' : 'markContactedFor', { name: lead.name })}
        onClick={() => toggle({ leadId: lead._id, contacted: !contacted })}
      >
        {t(contacted ? 'markNew' : 'markContacted')}
      </Button>
    </div>
  );
}

function useColumns(t: LeadsT): TableColumnDefinition<Lead>[] {
  const cells = useCellStyles();
  const styles = useStyles();
  const language = useLanguage();
  return useMemo(
    () => [
      createTableColumn<Lead>({
        columnId: 'name',
        renderHeaderCell: () => t('column.name'),
        renderCell: (lead) => <span className={cells.strong}>{lead.name}</span>,
      }),
      createTableColumn<Lead>({
        columnId: 'contact',
        renderHeaderCell: () => t('column.contact'),
        renderCell: (lead) => (
          <span className={cells.stack}>
            <Link href={`tel:+91${lead.phone}`}>{lead.phone}</Link>
            {lead.email ? (
              <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
            ) : (
              <span className={cells.muted}>{t('noEmail')}</span>
            )}
          </span>
        ),
      }),
      createTableColumn<Lead>({
        columnId: 'property',
        renderHeaderCell: () => t('column.property'),
        renderCell: (lead) => (
          <span className={cells.stack}>
            <PropertyLink lead={lead} />
            <span className={cells.muted}>{placeOf(lead.propertyLocality, lead.propertyCity)}</span>
          </span>
        ),
      }),
      createTableColumn<Lead>({
        columnId: 'message',
        renderHeaderCell: () => t('column.message'),
        renderCell: (lead) =>
          lead.message ? (
            <span className={styles.message}>{lead.message}</span>
          ) : (
            <span className={cells.muted}>{t('noMessage')}</span>
          ),
      }),
      createTableColumn<Lead>({
        columnId: 'time',
        renderHeaderCell: () => t('column.time'),
        renderCell: (lead) => (
          <time dateTime={lead.createdAt}>{formatLeadTime(lead.createdAt, language)}</time>
        ),
      }),
      createTableColumn<Lead>({
        columnId: 'status',
        renderHeaderCell: () => t('column.status'),
        renderCell: (lead) => <StatusCell lead={lead} t={t} />,
      }),
    ],
    [t, language, cells, styles],
  );
}

const COLUMN_SIZES = {
  name: { minWidth: 120, idealWidth: 150 },
  contact: { minWidth: 160, idealWidth: 200 },
  property: { minWidth: 180, idealWidth: 240 },
  message: { minWidth: 180, idealWidth: 260 },
  time: { minWidth: 120, idealWidth: 150 },
  status: { minWidth: 170, idealWidth: 190 },
};
const INTERACTIVE: ReadonlySet<string> = new Set(['contact', 'property', 'status']);

/** The leads of one page, newest first (the server orders them). */
export function LeadsTable({ leads }: { leads: Lead[] }) {
  const t = leadsTexts.useT();
  const columns = useColumns(t);
  return (
    <RecordsGrid
      items={leads}
      columns={columns}
      getRowId={(lead) => lead._id}
      label={t('grid')}
      columnSizes={COLUMN_SIZES}
      interactive={INTERACTIVE}
    />
  );
}
