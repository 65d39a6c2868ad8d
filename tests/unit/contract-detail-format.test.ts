/** The pure helpers of the contract detail page (workspace/contracts/detail/format.ts). */
import { formatFen } from '../../src/utils/display';
import { describe, expect, it } from 'vitest';
import type { ContractDetail } from '../../src/domain/contract-api';
import {
  actionLabel,
  backendOf,
  canHandleMatter,
  canPreview,
  isGeneric,
  isOverdue,
  labelOr,
  linkActions,
  linkTitle,
  moveLinks,
  parseId,
  phaseStep,
  statusLabel,
  supervisionLink,
} from '../../workspace/contracts/detail/format';

type Matter = ContractDetail['matters'][number];
const matter = (over: Partial<Matter>): Matter => ({
  id: 7,
  kind: 'validityUnit',
  title: '《某合同》合法性审查',
  status: 'pending',
  submitterName: null,
  handlerUserId: null,
  handlerUserName: null,
  handlerUnitId: 3,
  handlerUnitName: '杭州市财政局',
  deadline: '2026-01-10',
  opinion: null,
  handledByName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  handledAt: null,
  ...over,
});

describe('contract detail formatting', () => {
  it('shows fen as yuan with thousands separators and two decimals', () => {
    expect(formatFen(12_345_678)).toBe('123,456.78');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(100_000_000_000)).toBe('1,000,000,000.00');
    expect(formatFen(null)).toBe('--');
  });

  it('labels known values and falls back to the raw value', () => {
    expect(statusLabel('performing')).toBe('履行中');
    expect(statusLabel('somethingNew')).toBe('somethingNew');
    expect(statusLabel(null)).toBe('--');
    expect(actionLabel('void')).toBe('作废');
    expect(actionLabel('sign')).toBe('sign');
    expect(labelOr('contractDetail.riskRule.dispute', 'x')).toBe('存在争议');
  });

  it('picks the base of the user type', () => {
    expect(backendOf('staff')).toBe('admin');
    expect(backendOf('company')).toBe('company');
    expect(backendOf('lawyer')).toBe('lawyer');
  });

  it('accepts only positive integer ids', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '01', '99999999999']) expect(parseId(bad)).toBeNull();
  });

  it('places the contract in its phase; a stopped road is an error, archived is finished', () => {
    expect(phaseStep({ phase: 'review', status: 'unitReview' })).toEqual({ current: 1, stopped: false, finished: false });
    expect(phaseStep({ phase: 'closed', status: 'void' })).toMatchObject({ current: 5, stopped: true });
    expect(phaseStep({ phase: 'closed', status: 'archived' })).toMatchObject({ finished: true, stopped: false });
    expect(phaseStep({ phase: 'performance', status: 'disputed' }).stopped).toBe(true);
  });

  it('flags a deadline before today', () => {
    expect(isOverdue('2026-01-09', '2026-01-10')).toBe(true);
    expect(isOverdue('2026-01-10', '2026-01-10')).toBe(false);
    expect(isOverdue(null, '2026-01-10')).toBe(false);
  });

  it('previews pdf and images only', () => {
    expect(canPreview('合同.PDF')).toBe('pdf');
    expect(canPreview('scan.jpeg')).toBe('image');
    expect(canPreview('a.docx')).toBeNull();
    expect(canPreview(null)).toBeNull();
  });
});

describe('moves and matters', () => {
  it('makes the data-free moves itself and links the others to their pages', () => {
    const detail = {
      id: 5,
      status: 'unitReview' as const,
      matters: [matter({ id: 9, kind: 'validityUnit' }), matter({ id: 10, kind: 'seekReply', handlerUserId: 2 })],
      moves: [
        { action: 'pass' as const, to: ['finalDraft' as const], actor: 'unitLegal' as const },
        { action: 'returnTo' as const, to: ['registered' as const, 'survey' as const], actor: 'unitLegal' as const },
        { action: 'void' as const, to: ['void' as const], actor: 'owner' as const },
      ],
    };
    expect(detail.moves.filter(isGeneric).map((m) => m.action)).toEqual(['void']);
    expect(moveLinks(detail)).toEqual([{ actions: ['pass', 'returnTo'], href: '/matter/validity/validityReview?matterId=9' }]);
  });

  it('sends signing to the sign flow and the bureau to the filing matter or the filing page', () => {
    const sign = moveLinks({ id: 5, status: 'toSign', matters: [], moves: [{ action: 'uploadSignedScan', to: ['filingPending'], actor: 'owner' }] });
    expect(sign).toEqual([{ actions: ['uploadSignedScan'], href: '/contract/sign-flow?id=5' }]);
    const filing = moveLinks({
      id: 5,
      status: 'filingReview',
      matters: [matter({ id: 21, kind: 'filing' })],
      moves: [
        { action: 'acceptFiling', to: ['filed'], actor: 'bureau' },
        { action: 'returnFiling', to: ['filingReturned'], actor: 'bureau' },
      ],
    });
    expect(filing).toEqual([{ actions: ['acceptFiling', 'returnFiling'], href: '/contract/contract-record?matterId=21' }]);
    const rectify = moveLinks({ id: 5, status: 'conditionallyFiled', matters: [], moves: [{ action: 'submitRectification', to: ['rectified'], actor: 'owner' }] });
    expect(rectify[0]!.href).toBe('/contract/contract-record?id=5');
  });

  it('offers both seeking pages, the filing page for a submission, and the performance pages to the owner only', () => {
    const seeking = moveLinks({
      id: 5,
      status: 'seeking',
      matters: [matter({ id: 12, kind: 'seek' })],
      moves: [{ action: 'pass', to: ['unitReview'], actor: 'owner' }],
    });
    expect(seeking).toEqual([
      { actions: ['pass'], href: '/matter/seek-submit?matterId=12' },
      { actions: ['concludeSeeking'], href: '/matter/validity/unit/ValidityUnitSubmit?matterId=12' },
    ]);
    const filing = moveLinks({ id: 5, status: 'filingPending', matters: [], moves: [{ action: 'submitFiling', to: ['filingReview'], actor: 'owner' }] });
    expect(filing).toEqual([{ actions: ['submitFiling'], href: '/contract/contract-record?id=5' }]);
    const performing = moveLinks({ id: 5, status: 'performing', matters: [], moves: [{ action: 'completePerformance', to: ['performanceCompleted'], actor: 'owner' }] });
    expect(performing.map((l) => l.href)).toEqual(['/matter/performRegister?id=5', '/matter/documentUpload?id=5']);
    const bureau = moveLinks({ id: 5, status: 'performing', matters: [], moves: [] });
    expect(bureau).toEqual([]);
  });

  it('offers the supervision page to supervisors for contracts in force only', () => {
    expect(supervisionLink({ id: 8, status: 'performing' }, true)).toEqual({ actions: ['addSupervision'], href: '/matter/performSupervise?id=8' });
    expect(supervisionLink({ id: 8, status: 'performing' }, false)).toBeNull();
    expect(supervisionLink({ id: 8, status: 'unitReview' }, true)).toBeNull();
  });

  it('a review move without its pending matter offers no link', () => {
    expect(moveLinks({ id: 5, status: 'unitReview', matters: [], moves: [{ action: 'pass', to: ['finalDraft'], actor: 'unitLegal' }] })).toEqual([]);
  });

  it('a pending matter is the user’s when assigned to them, or to their unit without a person', () => {
    const user = { userId: 2, currentUnitId: 3 };
    expect(canHandleMatter(matter({}), user)).toBe(true);
    expect(canHandleMatter(matter({ handlerUnitId: 4 }), user)).toBe(false);
    expect(canHandleMatter(matter({ handlerUserId: 2 }), user)).toBe(true);
    expect(canHandleMatter(matter({ handlerUserId: 8 }), user)).toBe(false);
    expect(canHandleMatter(matter({ status: 'passed' }), user)).toBe(false);
    expect(canHandleMatter(matter({ kind: 'unknown' }), user)).toBe(false);
    expect(canHandleMatter(matter({}), undefined)).toBe(false);
  });
});

describe('linkTitle: a link button names the page it opens', () => {
  it('is the title of the page (its tab and heading), the moves made there its tooltip', () => {
    const review = { actions: ['pass', 'returnTo'] as const, href: '/matter/validity/validityReview?matterId=9' };
    expect(linkTitle({ ...review, actions: [...review.actions] })).toBe('合法性审查意见');
    expect(linkActions({ ...review, actions: [...review.actions] })).toBe('通过 / 退回');
    expect(linkTitle({ actions: ['pass'], href: '/matter/survey-submit?matterId=3' })).toBe('调查核实');
    expect(linkTitle({ actions: ['uploadSignedScan'], href: '/contract/sign-flow?id=5' })).toBe('在线签署');
  });
  it('falls back to the moves for a page the route table does not know', () => {
    expect(linkTitle({ actions: ['pass', 'returnTo'], href: '/nowhere?id=1' })).toBe('通过 / 退回');
  });
});
