import type { AdminLead } from 'shared/contracts/adminLeads';
import { indianDateTime } from '../leads/leads-csv';

export const ADMIN_LEADS_CSV_HEADER = [
  'Received (IST)',
  'Name',
  'Mobile',
  'E-mail',
  'Message',
  'Property',
  'Property id',
  'Locality',
  'City',
  'Owner',
  'Owner mobile',
  'Source',
  'Status',
  'Assigned to',
];

/** A lead's fields in the order of ADMIN_LEADS_CSV_HEADER. */
export const adminLeadCsvFields = (lead: AdminLead) => [
  indianDateTime(lead.createdAt),
  lead.name,
  lead.phone,
  lead.email,
  lead.message,
  lead.propertyTitle,
  lead.propertyId,
  lead.propertyLocality,
  lead.propertyCity,
  lead.ownerName,
  lead.ownerPhone,
  lead.source,
  lead.status,
  lead.assigneeName,
];
