import { describe, expect, it } from 'vitest';
import { filingRowAction } from '../../workspace/contracts/filingDue';
import { conditionsInput, deadlineAllowed, filingFormOf, openConditions, opinionRequired, reviewResultsOf } from '../../workspace/filing/filingState';
import { canPerform, openItems, warningReasons } from '../../workspace/performance/performState';

const cond = (id: number, status: string) => ({ id, description: `d${id}`, deadline: '2027-01-01', status, rectification: null, rectifiedAt: null, fileIds: [] });

describe('filing page state', () => {
  it('picks the form from the moves', () => {
    expect(filingFormOf([{ action: 'void' }, { action: 'submitFiling' }])).toBe('submit');
    expect(filingFormOf([{ action: 'returnFiling' }, { action: 'acceptFiling' }])).toBe('review');
    expect(filingFormOf([{ action: 'submitRectification' }])).toBe('rectify');
    expect(filingFormOf([{ action: 'rejectRectification' }])).toBe('confirm');
    expect(filingFormOf([{ action: 'startPerformance' }])).toBeNull();
  });
  it('offers only the review results the moves allow', () => {
    expect(reviewResultsOf([{ action: 'refuseFiling' }, { action: 'acceptFiling' }])).toEqual(['accept', 'refuse']);
    expect(reviewResultsOf([])).toEqual([]);
  });
  it('takes the open defects of the latest filing', () => {
    const filings = [{ conditions: [cond(1, 'open')] }, { conditions: [cond(2, 'open'), cond(3, 'accepted'), cond(4, 'overdue')] }];
    expect(openConditions(filings).map((c) => c.id)).toEqual([2, 4]);
    expect(openConditions([])).toEqual([]);
  });
  it('allows deadlines after today only and requires the reason to return or refuse', () => {
    expect(deadlineAllowed('2026-11-23', '2026-11-22')).toBe(true);
    expect(deadlineAllowed('2026-11-22', '2026-11-22')).toBe(false);
    expect(opinionRequired('return')).toBe(true);
    expect(opinionRequired('refuse')).toBe(true);
    expect(opinionRequired('conditional')).toBe(false);
  });
  it('drops blank defect rows and trims', () => {
    expect(conditionsInput([{ description: ' 补充 ', deadline: '2027-01-01' }, { description: '  ' }, undefined, { description: 'x' }])).toEqual([
      { description: '补充', deadline: '2027-01-01' },
    ]);
  });
});

describe('filing list row action', () => {
  const owner = { ownerWrite: true, bureauReview: false };
  const bureau = { ownerWrite: false, bureauReview: true };
  it('gives the owner submit and rectify, the bureau review and confirm', () => {
    expect(filingRowAction('filingPending', owner)).toBe('submit');
    expect(filingRowAction('filingReturned', owner)).toBe('submit');
    expect(filingRowAction('conditionallyFiled', owner)).toBe('rectify');
    expect(filingRowAction('filingReview', owner)).toBeNull();
    expect(filingRowAction('filingReview', bureau)).toBe('review');
    expect(filingRowAction('rectified', bureau)).toBe('confirm');
    expect(filingRowAction('conditionallyFiled', bureau)).toBeNull();
    expect(filingRowAction('filed', { ownerWrite: true, bureauReview: true })).toBeNull();
  });
});

describe('performance page state', () => {
  it('writes only while performing, suspended or disputed', () => {
    expect(canPerform('performing')).toBe(true);
    expect(canPerform('disputed')).toBe(true);
    expect(canPerform('filed')).toBe(false);
  });
  it('lists planned and overdue milestones and payments, not documents', () => {
    const rec = (id: number, kind: string, status: string) => ({ id, kind, title: '', amountFen: null, dueDate: null, doneDate: null, status, note: null, fileIds: [], createdAt: '' });
    expect(openItems([rec(1, 'payment', 'planned'), rec(2, 'milestone', 'done'), rec(3, 'document', 'planned'), rec(4, 'milestone', 'overdue')]).map((r) => r.id)).toEqual([1, 4]);
  });
  it('reads the reasons of a warning once each', () => {
    expect(warningReasons({ rules: ['a'], detail: 'x', details: ['x', 'y'] })).toEqual(['x', 'y']);
    expect(warningReasons({ text: 't' })).toEqual([]);
  });
});
