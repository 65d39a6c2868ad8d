/**
 * Front-end settings from the build environment (Vite's import.meta.env). Every variable is optional:
 *   VITE_API_BASE_ADMIN    default '/api/admin'   (government staff back end)
 *   VITE_API_BASE_COMPANY  default '/api/company' (counterpart users)
 *   VITE_API_BASE_LAWYER   default '/api/lawyer'  (legal advisers)
 *   VITE_REQUEST_TIMEOUT   default 15000          (ms, spec section 9)
 */
import type { Backend } from './domain/session';

export type { Backend };

const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export const API_BASES: Readonly<Record<Backend, string>> = {
  admin: env.VITE_API_BASE_ADMIN || '/api/admin',
  company: env.VITE_API_BASE_COMPANY || '/api/company',
  lawyer: env.VITE_API_BASE_LAWYER || '/api/lawyer',
};

export const REQUEST_TIMEOUT_MS = positiveInt(env.VITE_REQUEST_TIMEOUT, 15_000);
