/**
 * Upload lists kept with a form's input (useKeptForm): the finished uploads only, as plain data (an
 * upload under way is not input yet), and a hook for an upload list the page holds beside the form.
 */
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import { useState } from 'react';
import type { KeptFormApi } from './useKeptForm';

export const keptUploads = (items: readonly UploadItem[] | undefined): UploadItem[] =>
  (items ?? []).filter((f) => f.status === 'done').map((f) => ({ uid: f.uid, name: f.name, status: f.status, response: f.response }));

/** The upload list beside a kept form: restored with the input, kept on every change, reset by the discard. */
export function useKeptUploads<V extends object, X>(kept: KeptFormApi<V, X, UploadItem[]>) {
  const [files, show] = useState<UploadItem[]>(kept.keptSide ?? []);
  const setFiles = (next: UploadItem[]) => {
    show(next);
    kept.setSide(keptUploads(next));
  };
  const discard = () => show(kept.discard() ?? []);
  return { files, setFiles, discard };
}
