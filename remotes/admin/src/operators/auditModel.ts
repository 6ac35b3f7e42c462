import type { AuditEntry } from 'shared/contracts/adminAudit';
import { createAdminListModel } from '../table/listModel';
import { type AuditQuery, fetchAuditLog } from './api';

export const auditList = createAdminListModel<AuditEntry, AuditQuery>({
  name: 'audit-log',
  fetch: fetchAuditLog,
});
