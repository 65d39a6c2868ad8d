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

/** The bases of the three back ends in a build environment (also read by the build, vite.config.ts). */
export const apiBases = (vars: Partial<Record<string, string>>): Readonly<Record<Backend, string>> => ({
  admin: vars.VITE_API_BASE_ADMIN || '/api/admin',
  company: vars.VITE_API_BASE_COMPANY || '/api/company',
  lawyer: vars.VITE_API_BASE_LAWYER || '/api/lawyer',
});

export const API_BASES = apiBases(env);

export const REQUEST_TIMEOUT_MS = positiveInt(env.VITE_REQUEST_TIMEOUT, 15_000);
