import { describe, expect, it } from 'vitest';
import { approvalProgressLink, landingAfter, matterOfContract } from '../../workspace/matters/resolve';
import { submitInput, submitKind } from '../../workspace/matters/submit';

const m = (id: number, kind: string, status: string, handlerUserId: number | null = null) => ({ id, kind, status, handlerUserId });

describe('matterOfContract', () => {
  it('takes the oldest pending matter of the kinds', () => {
    expect(matterOfContract([m(9, 'seek', 'pending'), m(3, 'seek', 'pending'), m(1, 'survey', 'pending')], ['seek'])).toBe(3);
  });
  it('falls back to the newest of the kinds when none is pending', () => {
    expect(matterOfContract([m(2, 'approval', 'returned'), m(7, 'approval', 'passed'), m(8, 'seek', 'pending')], ['approval'])).toBe(7);
  });
  it('answers null when the contract has none of the kinds', () => {
    expect(matterOfContract([m(1, 'survey', 'passed')], ['validityUnit', 'validityJud'])).toBeNull();
  });
});

describe('landingAfter', () => {
  it('goes to a pending matter named to the caller', () => {
    const c = { id: 5, status: 'seeking' as const, matters: [m(1, 'survey', 'passed', 7), m(4, 'seekReply', 'pending', 9), m(3, 'seek', 'pending', 7)] };
    expect(landingAfter(c, 7)).toEqual({ kind: 'matter', path: '/matter/seek-submit?matterId=3' });
  });
  it('ignores matters of others and of the unit', () => {
    const c = { id: 5, status: 'unitReview' as const, matters: [m(6, 'validityUnit', 'pending', null), m(4, 'seekReply', 'pending', 9)] };
    expect(landingAfter(c, 7)).toEqual({ kind: 'detail', path: '/contract/detail?id=5' });
    expect(landingAfter(c, null).kind).toBe('detail');
  });
  it('shows the approval progress of a contract waiting for approval', () => {
    expect(landingAfter({ id: 12, status: 'approval', matters: [m(8, 'approval', 'pending', null)] }, 7)).toEqual({ kind: 'approval', path: approvalProgressLink(12) });
    expect(approvalProgressLink(12)).toBe('/matter/approval?id=12');
  });
});

describe('submitInput', () => {
  const c = { id: 4, version: 3 };
  const v = { content: '  report  ', fileIds: [1], handlerUserIds: [5, 6], deadline: '2026-12-01' };
  it('maps the seek modes to the seek kind', () => {
    expect(submitKind('seekAsk')).toBe('seek');
    expect(submitKind('seekConclude')).toBe('seek');
    expect(submitKind('finalDraftJud')).toBe('finalDraftJud');
  });
  it('sends the people and deadline only when asking', () => {
    expect(submitInput('seekAsk', c, v)).toEqual({ contractId: 4, version: 3, kind: 'seek', content: 'report', fileIds: [1], handlerUserIds: [5, 6], deadline: '2026-12-01' });
    expect(submitInput('seekConclude', c, v)).toEqual({ contractId: 4, version: 3, kind: 'seek', content: 'report', fileIds: [1], handlerUserIds: [] });
    expect(submitInput('survey', c, v).handlerUserIds).toEqual([]);
  });
});
