/**
 * Share-link tokens (src/domain/contract-share.ts), the timeline rules of the public view
 * (server/modules/contracts/share-view.ts) and the PUBLIC_BASE_URL setting.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { reviewStates, stagePosition, stageStates } from '../../server/modules/contracts/share-view';
import { hashToken, randomSecret } from '../../server/security/tokens';
import { CONTRACT_SHARE_PATH, shareCreateSchema, shareUrl } from '../../src/domain/contract-share';
import { formatShareToken, parseShareToken } from '../../src/domain/share-token';
import { reviewChain } from '../../src/domain/lifecycle';
import { findRoute } from '../../src/router/findRoute';
import { guardRedirect } from '../../src/router/guard';

const NONCE = `${'A'.repeat(42)}_`;

describe('share tokens', () => {
  it('reads <linkId>.<nonce> with a 43-character base64url nonce', () => {
    expect(parseShareToken(`12.${NONCE}`)).toEqual({ id: 12, nonce: NONCE });
    expect(parseShareToken(`2147483647.${NONCE}`)).toEqual({ id: 2_147_483_647, nonce: NONCE });
    const nonce = randomSecret();
    expect(parseShareToken(formatShareToken({ id: 7, nonce }))).toEqual({ id: 7, nonce });
  });

  it('refuses everything else', () => {
    for (const bad of [
      undefined,
      null,
      12,
      ['1', NONCE],
      '',
      NONCE,
      `.${NONCE}`,
      '12.',
      `0.${NONCE}`,
      `012.${NONCE}`,
      `-3.${NONCE}`,
      `1.5.${NONCE}`,
      `2147483648.${NONCE}`,
      `99999999999.${NONCE}`,
      `12.${NONCE.slice(1)}`,
      `12.${NONCE}A`,
      `12.${NONCE.slice(1)}=`,
      `12.${NONCE.slice(1)}+`,
      `12.${NONCE.slice(1)}/`,
      ` 12.${NONCE}`,
      `12.${NONCE}\n`,
      `12 .${NONCE}`,
    ]) {
      expect(parseShareToken(bad), String(bad)).toBeNull();
    }
  });

  it('makes nonces of 32 random bytes that parse, and stores only their SHA-256', () => {
    const a = randomSecret();
    const b = randomSecret();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(parseShareToken(`1.${a}`)?.nonce).toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the token in the hash route of the public page', () => {
    expect(shareUrl('https://ht.example.gov.cn/', `3.${NONCE}`)).toBe(`https://ht.example.gov.cn/#/contract-share?token=3.${NONCE}`);
    expect(shareUrl('http://127.0.0.1:8080', `3.${NONCE}`)).toBe(`http://127.0.0.1:8080/#/contract-share?token=3.${NONCE}`);
  });

  it('takes 1..90 days, 30 by default', () => {
    expect(shareCreateSchema.parse({ contractId: 1, audience: 'unit' }).days).toBe(30);
    expect(shareCreateSchema.safeParse({ contractId: 1, audience: 'unit', days: 90 }).success).toBe(true);
    expect(shareCreateSchema.safeParse({ contractId: 1, audience: 'unit', days: 91 }).success).toBe(false);
    expect(shareCreateSchema.safeParse({ contractId: 1, audience: 'unit', days: 0 }).success).toBe(false);
  });

  it('reads PUBLIC_BASE_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://ht.example.gov.cn/' }).publicBaseUrl).toBe('https://ht.example.gov.cn');
    expect(loadConfig({}).publicBaseUrl).toBeUndefined();
  });
});

describe('the progress timeline', () => {
  const states = (status: Parameters<typeof stagePosition>[0], audience: 'unit' | 'counterpart' = 'unit', from = null as never) =>
    stageStates(stagePosition(status, from), audience).map((s) => `${s.stage}:${s.state}`);

  it('places each status on its stage', () => {
    expect(states('draft')).toEqual(['registration:current', 'review:pending', 'signing:pending', 'filing:pending', 'performance:pending']);
    expect(states('registered')).toEqual(['registration:done', 'review:current', 'signing:pending', 'filing:pending', 'performance:pending']);
    expect(states('bureauReview')[1]).toBe('review:current');
    expect(states('signing')[2]).toBe('signing:current');
    expect(states('conditionallyFiled')[3]).toBe('filing:current');
    expect(states('filingRefused')[3]).toBe('filing:stopped');
    expect(states('filed')).toEqual(['registration:done', 'review:done', 'signing:done', 'filing:done', 'performance:current']);
    expect(states('terminated')[4]).toBe('performance:stopped');
    expect(states('archived').every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('stops a voided contract where it was voided', () => {
    expect(states('void', 'unit', 'unitReview' as never)).toEqual([
      'registration:done',
      'review:stopped',
      'signing:pending',
      'filing:pending',
      'performance:pending',
    ]);
    expect(states('void')[0]).toBe('registration:stopped');
  });

  it('leaves the filing stage out of a counterpart’s timeline', () => {
    expect(states('filingReview', 'counterpart')).toEqual(['registration:done', 'review:done', 'signing:done', 'performance:pending']);
    expect(states('filingRefused', 'counterpart')).toEqual(['registration:done', 'review:done', 'signing:done', 'performance:stopped']);
    expect(states('performing', 'counterpart')[3]).toBe('performance:current');
  });

  it('marks the review chain’s steps', () => {
    const chain = reviewChain({ major: true, fairReview: false });
    const marks = (status: Parameters<typeof reviewStates>[1], from: Parameters<typeof reviewStates>[2] = null) =>
      reviewStates(chain, status, from).map((s) => s.state[0]).join('');
    expect(chain).toEqual(['survey', 'seeking', 'unitReview', 'bureauReview', 'finalDraft', 'decision', 'approval']);
    expect(marks('registered')).toBe('ppppppp');
    expect(marks('bureauReview')).toBe('dddcppp');
    expect(marks('toSign')).toBe('ddddddd');
    expect(marks('void', 'finalDraft')).toBe('ddddspp');
    expect(marks('void', 'registered')).toBe('ppppppp');
  });
});

describe('the public page', () => {
  it('is a route that opens with and without a session', () => {
    const route = findRoute(CONTRACT_SHARE_PATH);
    expect(route?.requiresAuth).toBe(false);
    expect(route?.layout).toBe('full');
    for (const hasToken of [false, true]) {
      expect(guardRedirect({ pathname: CONTRACT_SHARE_PATH, search: `?token=1.${NONCE}`, requiresAuth: false, hasToken })).toBeNull();
    }
  });
});
