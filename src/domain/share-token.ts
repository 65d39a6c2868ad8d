/**
 * The token of a share link, `<linkId>.<nonce>`: a contract's QR code (contract-share.ts) and a public
 * wall's share link (screen-api.ts) use the same form. Its own module without zod, so the app's entry
 * (which tells a share visit from a page that needs sign-in, src/router/paths.ts) and a wall's first
 * load read it without building every schema of the share views.
 */

/** The nonce: 32 random bytes, base64url without padding. */
export const SHARE_NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SHARE_TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const MAX_ID = 2_147_483_647;

export interface ShareToken {
  id: number;
  nonce: string;
}

/** `<linkId>.<nonce>` from its parts. */
export const formatShareToken = ({ id, nonce }: ShareToken): string => `${id}.${nonce}`;

/** The parts of a token, or null for anything that is not one (the caller answers it like an unknown link). */
export function parseShareToken(token: unknown): ShareToken | null {
  if (typeof token !== 'string') return null;
  const m = SHARE_TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
  return { id, nonce: m[2]! };
}
