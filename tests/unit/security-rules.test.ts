/**
 * The pure parts of the security hardening: link tickets, the sign-in backoff, the control-character
 * guard, the proxy and embed settings, and the origin links point to.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseOrigins, parseTrustProxy } from '../../server/config';
import { firstForbiddenPath, hasForbiddenCharacters } from '../../server/http/input-guard';
import { linkOrigin } from '../../server/http/origin';
import { LOGIN_THROTTLE, waitAfter } from '../../server/security/login-throttle';
import { makeTicket, readTicket } from '../../server/security/tickets';
import { TICKET_TTL_SECONDS } from '../../src/domain/session';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const CLAIMS = { sessionId: 42, base: 'company' as const, purpose: 'file' as const, resource: '0b1c2d3e-0000-4000-8000-000000000001' };

describe('link tickets', () => {
  it('carry their claims and expire after the ticket lifetime', () => {
    const now = Date.UTC(2026, 10, 26, 10, 0, 0);
    const ticket = makeTicket(KEY, CLAIMS, now);
    expect(readTicket(KEY, ticket, now)).toMatchObject(CLAIMS);
    expect(readTicket(KEY, ticket, now + (TICKET_TTL_SECONDS - 1) * 1000)).not.toBeNull();
    expect(readTicket(KEY, ticket, now + TICKET_TTL_SECONDS * 1000)).toBeNull();
  });

  it('are refused when signed with another key, tampered with or malformed', () => {
    const now = Date.now();
    const ticket = makeTicket(KEY, CLAIMS, now);
    expect(readTicket(OTHER_KEY, ticket, now)).toBeNull();
    const [payload, mac] = ticket.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([1, 'admin', 'file', CLAIMS.resource, Math.floor(now / 1000) + 60])).toString('base64url');
    expect(readTicket(KEY, `${forged}.${mac}`, now)).toBeNull();
    expect(readTicket(KEY, `${payload}.${mac.slice(0, -2)}xx`, now)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${payload}.`, `.${mac}`, 'x'.repeat(700)]) expect(readTicket(KEY, bad, now)).toBeNull();
  });

  it('never contain the session token, only the session id', () => {
    const ticket = makeTicket(KEY, CLAIMS);
    const payload = JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString('utf8')) as unknown[];
    expect(payload.slice(0, 4)).toEqual([42, 'company', 'file', CLAIMS.resource]);
  });
});

describe('sign-in backoff', () => {
  const last = 1_000_000;
  it('costs nothing until the free failures are used, then waits a minute, doubling up to the maximum', () => {
    expect(waitAfter(4, 5, last)).toBe(0);
    expect(waitAfter(5, 5, last)).toBe(last + 60_000);
    expect(waitAfter(6, 5, last)).toBe(last + 120_000);
    expect(waitAfter(7, 5, last)).toBe(last + 240_000);
    expect(waitAfter(50, 5, last)).toBe(last + LOGIN_THROTTLE.maxDelayMs);
  });
});

describe('control characters in input', () => {
  it('allows tab, newline and CR LF, and every script', () => {
    for (const ok of ['a\tb', 'line\nline', 'dos\r\nline', '合同名称（2026）', 'emoji 😀', '']) expect(hasForbiddenCharacters(ok)).toBe(false);
  });
  it('refuses other C0 and C1 controls, DEL, a lone CR and unpaired surrogates', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', 'x\ry', '\u007f', '\u0085', '\ud800', 'a\udc00b', '😀'.slice(0, 1)]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });
  it('names the path of the first offending field, keys included', () => {
    expect(firstForbiddenPath({ name: 'ok', parties: [{ name: 'a' }, { name: 'b\u0000' }] }, 'body')).toBe('body.parties.1.name');
    expect(firstForbiddenPath({ values: { 'k\u0001': 1 } }, 'body')).toBe('body.values.k?');
    expect(firstForbiddenPath({ keyword: 'fine' }, 'query')).toBeNull();
    expect(firstForbiddenPath(null, 'body')).toBeNull();
  });
});

describe('proxy and embed settings', () => {
  it('trusts no proxy unless told which', () => {
    for (const off of [undefined, '', '0', 'false', 'off']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ')).toBe('10.0.0.5,10.1.0.0/16');
  });
  it('keeps only http(s) origins for framing', () => {
    expect(parseOrigins('https://hall.example.gov.cn, http://10.0.0.8:8080 javascript:alert(1) *')).toEqual([
      'https://hall.example.gov.cn',
      'http://10.0.0.8:8080',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});

describe('the origin links point to', () => {
  const req = (host: string) => ({ protocol: 'http', host, socket: { localPort: 8080 } }) as unknown as FastifyRequest;
  const base = { publicBaseUrl: undefined, trustProxy: false as const, host: '127.0.0.1', port: 8080 };
  it('is PUBLIC_BASE_URL when set', () => {
    expect(linkOrigin(req('evil.example'), { ...base, publicBaseUrl: 'https://contracts.example.gov.cn' })).toBe('https://contracts.example.gov.cn');
  });
  it('ignores the Host header without a trusted proxy', () => {
    expect(linkOrigin(req('evil.example'), base)).toBe('http://127.0.0.1:8080');
    const onPort80 = { protocol: 'http', host: 'evil.example', socket: { localPort: 80 } } as unknown as FastifyRequest;
    expect(linkOrigin(onPort80, { ...base, host: '0.0.0.0', port: 80 })).toBe('http://localhost');
  });
  it('believes the forwarded host only behind a trusted proxy', () => {
    expect(linkOrigin(req('contracts.example.gov.cn'), { ...base, trustProxy: 1 })).toBe('http://contracts.example.gov.cn');
  });
});
