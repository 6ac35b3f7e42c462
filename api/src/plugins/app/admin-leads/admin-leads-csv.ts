import type { AdminLead } from 'shared/contracts/adminLeads';
import { csvField, indianDateTime, UTF8_BOM } from '../leads/leads-csv';

const HEADER = [
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

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const adminLeadsCsvHeader = () => UTF8_BOM + csvLine(HEADER);

export const adminLeadsCsvRows = (page: AdminLead[]) =>
  page
    .map((lead) =>
      csvLine([
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
      ]),
    )
    .join('');
