import type { AdminLead } from 'shared/contracts/adminLeads';
import { useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import type { AdminColumn } from '../table/types';
import { leadsTexts } from './i18n';
import { LeadStatusBadge, OwnerCell, PropertyCell, SeekerCell } from './LeadCells';

/** The columns both lead screens show; `createdAt` is the one the server sorts by. */
export function useLeadColumns(
  onOnlyListing?: (lead: AdminLead) => void,
): AdminColumn<AdminLead>[] {
  const t = leadsTexts.useT();
  const language = useLanguage();
  return [
    {
      id: 'createdAt',
      label: t('col.received'),
      render: (lead) => formatIndiaMoment(lead.createdAt, language),
      sortable: true,
      width: 150,
    },
    { id: 'seeker', label: t('col.seeker'), render: (lead) => <SeekerCell lead={lead} /> },
    {
      id: 'property',
      label: t('col.property'),
      render: (lead) => <PropertyCell lead={lead} onOnly={onOnlyListing} />,
    },
    { id: 'owner', label: t('col.owner'), render: (lead) => <OwnerCell lead={lead} />, width: 140 },
    {
      id: 'source',
      label: t('col.source'),
      render: (lead) => t(`source.${lead.source}`),
      width: 110,
    },
    {
      id: 'status',
      label: t('col.status'),
      render: (lead) => <LeadStatusBadge status={lead.status} />,
      width: 110,
    },
    {
      id: 'assignee',
      label: t('col.assignee'),
      render: (lead) => lead.assigneeName ?? t('unassigned'),
      width: 130,
    },
  ];
}
