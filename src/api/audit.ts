/** The security audit log's calls (server/modules/audit/routes.ts) for the audit administrator's page, with their SWR keys. */
import type { AuditQuery, AuditRow, AuditVerify } from '../domain/audit';
import type { Page } from '../domain/envelope';
import { api } from './client';
import { ticketedUrl } from './files';

const BASE = 'admin_security_audit/';

export const auditKeys = {
  page: (q: AuditQuery) => [`${BASE}queryPage`, q] as const,
} as const;

export const queryAudit = (q: AuditQuery) => api.post<Page<AuditRow>>(`${BASE}queryPage`, q);
export const verifyAudit = () => api.post<AuditVerify>(`${BASE}verify`, {});

/** GET admin_security_audit/export?ticket=: the page's filters as a fresh download link. */
export const auditExportUrl = (q: Omit<AuditQuery, 'current' | 'size'>): Promise<string> => ticketedUrl('admin_security_audit/export', q);
