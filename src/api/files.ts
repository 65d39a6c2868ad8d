/**
 * Links the browser opens by itself (spec section 7, Files: downloadFile/{id} and previewFile/{id};
 * exports and import templates; ARCHITECTURE.md section 4): they cannot carry the token header, and the
 * session token never goes into a URL. Each link is asked for when it is used (POST sys_ticket/issue,
 * src/domain/session.ts): a 60-second ticket for this one file or route, on the caller's own base.
 * A file's link names it by its random public id, so links cannot be guessed.
 */
import { useEffect, useState } from 'react';
import { API_BASES } from '../config';
import type { TicketLinkPath } from '../domain/session';
import type { Ticket, TicketIssueInput } from '../domain/tickets';
import { backendOfToken } from '../domain/session';
import { getToken } from '../session/token';
import { api } from './client';

export const TICKET_PATH = 'sys_ticket/issue';

const issue = (input: TicketIssueInput): Promise<Ticket> => api.post<Ticket>(TICKET_PATH, input);

/** A fresh link to a file: `/api/<base>/sys_files/downloadFile/<public id>?ticket=...` (or previewFile). */
export async function fileUrl(fileId: number, kind: 'download' | 'preview'): Promise<string> {
  const { url } = await issue({ purpose: 'file', fileId, kind });
  if (!url) throw new Error('no file link');
  return url;
}

/** A fresh link to an export or import-template route, with its query parameters. */
export async function ticketedUrl(path: TicketLinkPath, params: Record<string, string | number | undefined> = {}): Promise<string> {
  const { ticket } = await issue({ purpose: 'link', path });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query.set(k, String(v));
  query.set('ticket', ticket);
  return `${API_BASES[backendOfToken(getToken())]}/${path}?${query.toString()}`;
}

/**
 * Follows a link without leaving the page: `download` makes the browser save the answer (its
 * Content-Disposition names the file) instead of navigating to it.
 */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Downloads a file (asks for its link, then follows it). */
export async function downloadFile(fileId: number): Promise<void> {
  startDownload(await fileUrl(fileId, 'download'));
}

/**
 * Opens a file's preview in a new tab. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and sent to the link when it arrives.
 */
export async function openPreview(fileId: number): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await fileUrl(fileId, 'preview');
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/**
 * The preview link of a file for an <img> or <iframe> on the page, asked for when the element is
 * shown (undefined until it arrives, or when fileId is null). The browser loads it at once.
 */
export function usePreviewUrl(fileId: number | null): { url: string | undefined; failed: boolean } {
  const [state, setState] = useState<{ id: number | null; url?: string; failed: boolean }>({ id: null, failed: false });
  useEffect(() => {
    if (fileId === null) return;
    let live = true;
    fileUrl(fileId, 'preview').then(
      (url) => live && setState({ id: fileId, url, failed: false }),
      () => live && setState({ id: fileId, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [fileId]);
  return state.id === fileId && fileId !== null ? { url: state.url, failed: state.failed } : { url: undefined, failed: false };
}
