import { describe, expect, it } from 'vitest';
import { readAuthCode, withoutAuthCode } from '../../src/utils/authCode';
import { QR_POLL_INTERVAL_MS, QR_TICKET_TTL_MS, qrConfirmUrl, qrDeadline, qrPollStep, qrSecondsLeft } from '../../src/utils/qrLogin';

describe('qrConfirmUrl', () => {
  it('points the hash route of this app at the confirmation page', () => {
    expect(qrConfirmUrl('https://ht.example.gov.cn', '/', 'abc_DEF-1234567890')).toBe(
      'https://ht.example.gov.cn/#/user/qr-confirm?qrId=abc_DEF-1234567890',
    );
    expect(qrConfirmUrl('http://127.0.0.1:8080', '', 'x'.repeat(24))).toBe(`http://127.0.0.1:8080/#/user/qr-confirm?qrId=${'x'.repeat(24)}`);
    expect(qrConfirmUrl('https://a.cn', '/contracts/', 'q')).toBe('https://a.cn/contracts/#/user/qr-confirm?qrId=q');
  });
});

describe('qrPollStep', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const deadline = now + 60_000;
  it('polls every 2 seconds', () => expect(QR_POLL_INTERVAL_MS).toBe(2000));
  it('signs in once a confirmed ticket carries a token', () => {
    expect(qrPollStep({ status: 'confirmed', token: 'tok' }, now, deadline)).toEqual({ kind: 'signIn', token: 'tok' });
  });
  it('keeps waiting while the ticket waits, or is confirmed without a token yet', () => {
    expect(qrPollStep({ status: 'waiting' }, now, deadline)).toEqual({ kind: 'wait' });
    expect(qrPollStep({ status: 'confirmed' }, now, deadline)).toEqual({ kind: 'wait' });
  });
  it('stops when the server says expired or the deadline has passed', () => {
    expect(qrPollStep({ status: 'expired' }, now, deadline)).toEqual({ kind: 'expired' });
    expect(qrPollStep({ status: 'waiting' }, deadline, deadline)).toEqual({ kind: 'expired' });
  });
  it('counts whole seconds left, never below 0', () => {
    expect(qrSecondsLeft(deadline, now)).toBe(60);
    expect(qrSecondsLeft(now + 200, now)).toBe(1);
    expect(qrSecondsLeft(now - 5000, now)).toBe(0);
  });
});

describe('qrDeadline', () => {
  const received = Date.parse('2026-03-01T10:00:00Z');
  it('is the ticket lifetime (2 minutes) from receipt', () => {
    expect(QR_TICKET_TTL_MS).toBe(120_000);
    expect(qrDeadline(received, '2026-03-01T10:02:00Z')).toBe(received + 120_000);
  });
  it('is shortened by a server expiry that is a little earlier', () => {
    expect(qrDeadline(received, '2026-03-01T10:01:55Z')).toBe(received + 115_000);
  });
  it('ignores a server time from a clock that is far off, or unreadable', () => {
    expect(qrDeadline(received, '2026-03-01T09:00:00Z')).toBe(received + 120_000);
    expect(qrDeadline(received, '2026-03-01T12:00:00Z')).toBe(received + 120_000);
    expect(qrDeadline(received, 'soon')).toBe(received + 120_000);
  });
});

describe('readAuthCode', () => {
  it('reads auth_code from the hash route query first, then the page query', () => {
    expect(readAuthCode('?auth_code=H1', '?auth_code=P1')).toBe('H1');
    expect(readAuthCode('', '?auth_code=P1&x=1')).toBe('P1');
    expect(readAuthCode('?redirect=%2F', '?auth_code=%20P2%20')).toBe('P2');
  });
  it('treats missing or blank codes as missing', () => {
    expect(readAuthCode('', '')).toBeNull();
    expect(readAuthCode('?auth_code=', '?auth_code=%20')).toBeNull();
  });
  it('removes auth_code from the page query and keeps the rest', () => {
    expect(withoutAuthCode('?auth_code=P1')).toBe('');
    expect(withoutAuthCode('?a=1&auth_code=P1&b=2')).toBe('?a=1&b=2');
    expect(withoutAuthCode('')).toBe('');
  });
});
