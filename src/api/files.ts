/**
 * File links (spec section 7, Files): download and preview links carry the token as a query
 * parameter, so they work in a new tab or an <a> (DESIGN.md section 4).
 */
import { API_BASES } from '../config';
import { getToken } from '../session/token';

function fileLink(kind: 'downloadFile' | 'previewFile', fileId: number, token: string | null): string {
  const base = `${API_BASES.admin}/sys_files/${kind}/${encodeURIComponent(String(fileId))}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/** `/api/admin/sys_files/downloadFile/<id>?token=<token>`. */
export function downloadUrl(fileId: number, token: string | null = getToken()): string {
  return fileLink('downloadFile', fileId, token);
}

/** `/api/admin/sys_files/previewFile/<id>?token=<token>` (pdf, png and jpeg only). */
export function previewUrl(fileId: number, token: string | null = getToken()): string {
  return fileLink('previewFile', fileId, token);
}
