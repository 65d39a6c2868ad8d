/**
 * Session tokens: a base prefix (src/domain/session.ts) and 32 random bytes, shown once to the
 * client; only their SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Backend, tokenPrefix } from '../../src/domain/session';

/** 32 random bytes, base64url: a share-link nonce, a secret. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');
/** A new session token of this base. */
export const newToken = (backend: Backend): string => `${tokenPrefix(backend)}${randomSecret()}`;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
