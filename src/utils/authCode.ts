/**
 * The workplace app (浙政钉) opens the system with a one-time `auth_code`, either in the hash route's
 * query (`#/user/d-login?auth_code=...`) or in the page's own query (`/?auth_code=...#/user/d-login`).
 * The hash route's value wins; blank values count as missing.
 */
export function readAuthCode(hashQuery: string, pageQuery: string): string | null {
  for (const query of [hashQuery, pageQuery]) {
    const code = new URLSearchParams(query).get('auth_code')?.trim();
    if (code) return code;
  }
  return null;
}

/** The page's query without auth_code (so a reload or a shared link never replays the one-time code). */
export function withoutAuthCode(pageQuery: string): string {
  const params = new URLSearchParams(pageQuery);
  params.delete('auth_code');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
