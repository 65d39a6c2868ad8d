/**
 * The ids of the files uploaded in this browser session on the file test page (FileTest.tsx), kept
 * in sessionStorage so that a reload lists them again.
 */
import { useState } from 'react';

const STORAGE_KEY = 'system.fileTest.ids';

function storedIds(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** The kept ids, and their setter that keeps them. */
export function useFileIds(): [number[], (next: number[]) => void] {
  const [ids, setIdsState] = useState<number[]>(storedIds);
  const setIds = (next: number[]) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setIdsState(next);
  };
  return [ids, setIds];
}
