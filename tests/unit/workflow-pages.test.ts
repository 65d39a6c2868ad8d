/**
 * The pure parts of the workflow pages (workspace/workflow): the list query built from filters,
 * paging and sort; which view a handle page shows; the return targets a step matter offers; ids
 * from the URL; amounts in yuan.
 */
import { describe, expect, it } from 'vitest';
import type { MatterDetail } from '../../src/domain/workflow-api';
import { handleView, idParam, isAnswerKind, returnTargetsOf } from '../../workspace/workflow/handleState';
import { formatFen } from '../../src/utils/display';
import { canFilterOverdue, initialState, toQuery, WORKFLOW_LIST_CONFIGS as L } from '../../workspace/workflow/listConfig';

describe('toQuery', () => {
  it('sends only paging by default', () => {
    expect(toQuery(initialState(), L.backlogWaiting)).toEqual({ current: 1, size: 10 });
  });

  it('sends every filter given, trimmed, with the sort', () => {
    const q = toQuery(
      {
        current: 3,
        size: 20,
        sortField: 'deadline',
        sortOrder: 'asc',
        filters: { keyword: '  政务云 ', kind: ['validityUnit', 'seekReply'], overdue: true, created: ['2026-01-01', '2026-01-31'], deadline: ['2026-02-01', '2026-02-28'] },
      },
      L.backlogWaiting,
    );
    expect(q).toEqual({
      current: 3,
      size: 20,
      sortField: 'deadline',
      sortOrder: 'asc',
      keyword: '政务云',
      kind: ['validityUnit', 'seekReply'],
      overdue: true,
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      deadlineFrom: '2026-02-01',
      deadlineTo: '2026-02-28',
    });
  });

  it('leaves out what a list cannot filter: overdue on done lists, kinds on approvals, read outside copies', () => {
    const filters = { overdue: true, kind: ['approval' as const], read: 'unread' as const, keyword: ' ' };
    expect(toQuery({ ...initialState(), filters }, L.backlogDone)).toEqual({ current: 1, size: 10, kind: ['approval'] });
    expect(toQuery({ ...initialState(), filters }, L.approvalWaiting)).toEqual({ current: 1, size: 10, overdue: true });
    expect(toQuery({ ...initialState(), filters }, L.copiesReceived)).toEqual({ current: 1, size: 10, kind: ['approval'], overdue: true, read: false });
    expect(canFilterOverdue(L.approvalDone)).toBe(false);
    expect(canFilterOverdue(L.copiesSent)).toBe(true);
  });

  it('offers every kind but approval on the to-do lists', () => {
    expect(L.backlogWaiting.kinds).not.toContain('approval');
    expect(L.backlogWaiting.kinds).toContain('seekReply');
    expect(L.approvalDone.kinds).toEqual([]);
  });
});

const matter = (over: Partial<MatterDetail>): MatterDetail =>
  ({ kind: 'validityUnit', status: 'pending', canHandle: true, contract: null, ...over }) as MatterDetail;
const contract = (status: string, isMajor = false, needsFairReview = false) =>
  ({ id: 1, code: 'X', name: 'N', category: 'other', status, amountFen: 0, unitName: null, counterparts: [], isMajor, needsFairReview }) as MatterDetail['contract'];

describe('handle pages', () => {
  it('shows the form, handled, not yours, or the page of another kind', () => {
    expect(handleView(matter({ kind: 'approval' }), ['approval'])).toBe('form');
    expect(handleView(matter({ kind: 'approval', status: 'passed' }), ['approval'])).toBe('handled');
    expect(handleView(matter({ kind: 'approval', canHandle: false }), ['approval'])).toBe('notYours');
    expect(handleView(matter({ kind: 'validityUnit' }), ['approval'])).toBe('wrongPage');
  });

  it('answers seek replies without pass/return', () => {
    expect(isAnswerKind('seekReply')).toBe(true);
    expect(isAnswerKind('fairReview')).toBe(false);
  });

  it('offers the earlier steps of the chain as return targets, only at the matter step', () => {
    expect(returnTargetsOf(matter({ kind: 'fairReview', contract: contract('fairReview', false, true) }))).toEqual([
      'registered',
      'survey',
      'seeking',
      'unitReview',
      'finalDraft',
    ]);
    expect(returnTargetsOf(matter({ kind: 'validityUnit', contract: contract('unitReview', true) }))).toEqual(['registered', 'survey', 'seeking']);
    expect(returnTargetsOf(matter({ kind: 'validityUnit', contract: contract('finalDraft') }))).toEqual([]);
    expect(returnTargetsOf(matter({ kind: 'approval', contract: contract('approval') }))).toEqual([]);
    expect(returnTargetsOf(matter({ kind: 'seekReply', contract: contract('seeking') }))).toEqual([]);
  });

  it('reads ids and amounts', () => {
    expect(idParam('12')).toBe(12);
    expect([idParam(null), idParam(''), idParam('0'), idParam('1e3'), idParam('-1'), idParam('99999999999')]).toEqual([null, null, null, null, null, null]);
    expect(formatFen(12_345_678)).toBe('123,456.78');
    expect(formatFen(0)).toBe('0.00');
  });
});
