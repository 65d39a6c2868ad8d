/**
 * A file the server writes on request (the contract and user exports): the bytes as a Blob with the
 * server's file name, or the envelope's refusal (code 500 over the row cap, 403, ...) as an ApiFailure.
 */
import type { AxiosRequestConfig } from 'axios';
import { ApiFailure } from './ApiFailure';
import { api } from './client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** An export can take seconds (up to 50,000 rows): longer than the default time-out. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function fileNameOfDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** Sends the request and answers the file it brings back, named by its Content-Disposition (else `fallbackName`). */
export async function downloadFile(request: Pick<AxiosRequestConfig, 'method' | 'url' | 'data' | 'params'>, fallbackName: string): Promise<DownloadedFile> {
  let disposition: string | undefined;
  const blob = await api.request<Blob>({
    ...request,
    responseType: 'blob',
    timeout: DOWNLOAD_TIMEOUT_MS,
    transformResponse: [
      (data: unknown, headers) => {
        disposition = headers?.['content-disposition'] as string | undefined;
        return data;
      },
    ],
  });
  if (blob.type.includes('json')) {
    const envelope = JSON.parse(await blob.text()) as { code: number; message: string; result: unknown };
    throw new ApiFailure(envelope.code, envelope.message, envelope.result, 200);
  }
  return { blob, fileName: fileNameOfDisposition(disposition) ?? fallbackName };
}
