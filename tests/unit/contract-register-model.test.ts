/** The registration form's pure model (workspace/contracts/register/formModel.ts), and what a contract needs before review (src/domain/contract-write.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAJOR_THRESHOLD_FEN } from '../../src/domain/contract';
import { contractEditSchema, contractRegisterSchema, missingForReview } from '../../src/domain/contract-write';
import {
  agreementPrefill,
  classify,
  datesOutOfOrder,
  duplicateCounterpart,
  EMPTY_VALUES,
  fenOfYuan,
  fileIdsOf,
  formFieldOfPath,
  formPayload,
  freeRole,
  registerPayload,
  roleClash,
  stepFieldNames,
  stepOfField,
  uploadedItem,
  valuesOfDetail,
} from '../../workspace/contracts/register/formModel';
import type { ContractDetail } from '../../src/domain/contract-api';

describe('fenOfYuan', () => {
  it('turns yuan into integer fen exactly', () => {
    expect(fenOfYuan(0.29)).toBe(29);
    expect(fenOfYuan(0.1 + 0.2)).toBe(30); // 0.30000000000000004 is 30 fen
    expect(fenOfYuan(12_000_000.01)).toBe(1_200_000_001);
    expect(fenOfYuan(19.99)).toBe(1999);
    expect(fenOfYuan(10_000_000)).toBe(DEFAULT_MAJOR_THRESHOLD_FEN);
    expect(fenOfYuan(undefined)).toBe(0);
    expect(fenOfYuan(null)).toBe(0);
    expect(Number.isNaN(fenOfYuan(-1))).toBe(true);
    for (let cents = 0; cents < 1000; cents++) expect(fenOfYuan(cents / 100)).toBe(cents);
  });
});

describe('party rules', () => {
  it('finds a role that clashes with ours or another party', () => {
    expect(roleClash('A', [{ role: 'B' }, { role: 'C' }])).toBe(-1);
    expect(roleClash('A', [{ role: 'A' }])).toBe(0);
    expect(roleClash('A', [{ role: 'B' }, { role: 'B' }])).toBe(1);
    expect(roleClash('A', [{}, { role: 'B' }])).toBe(-1);
  });
  it('finds a counterpart picked twice and offers a free role', () => {
    expect(duplicateCounterpart([{ counterpartId: 1 }, { counterpartId: 2 }])).toBe(-1);
    expect(duplicateCounterpart([{ counterpartId: 1 }, { counterpartId: 1 }])).toBe(1);
    expect(freeRole('A', [{ role: 'B' }])).toBe('C');
    expect(freeRole('B', [])).toBe('A');
    expect(freeRole('A', [{ role: 'B' }, { role: 'C' }, { role: 'D' }])).toBeUndefined();
  });
  it('orders the performance dates like the server', () => {
    expect(datesOutOfOrder('2026-03-01', '2026-02-01')).toBe(true);
    expect(datesOutOfOrder('2026-03-01', '2026-03-01')).toBe(false);
    expect(datesOutOfOrder(null, '2026-03-01')).toBe(false);
  });
});

describe('classify', () => {
  it('uses the threshold and the shared rules', () => {
    const base = { ...EMPTY_VALUES, category: 'procurementGoods' as const };
    expect(classify({ ...base, amountYuan: 9_999_999.99 }, DEFAULT_MAJOR_THRESHOLD_FEN)).toMatchObject({ major: false, fairReview: false });
    expect(classify({ ...base, amountYuan: 10_000_000 }, DEFAULT_MAJOR_THRESHOLD_FEN)).toMatchObject({ major: true });
    expect(classify({ ...base, amountYuan: 600_000 }, 50_000_000)).toMatchObject({ major: true });
    expect(classify({ ...base, keyProject: true }, DEFAULT_MAJOR_THRESHOLD_FEN)?.major).toBe(true);
    expect(classify({ ...base, preferentialTerms: true }, DEFAULT_MAJOR_THRESHOLD_FEN)?.fairReview).toBe(true);
    expect(classify({ ...EMPTY_VALUES }, DEFAULT_MAJOR_THRESHOLD_FEN)).toBeNull();
  });
  it('lists the review chain the classification implies', () => {
    const minor = classify({ category: 'procurementGoods', amountYuan: 1 }, DEFAULT_MAJOR_THRESHOLD_FEN);
    expect(minor?.chain).toEqual(['survey', 'seeking', 'unitReview', 'finalDraft', 'approval']);
    const major = classify({ category: 'franchisePPP', amountYuan: 1 }, DEFAULT_MAJOR_THRESHOLD_FEN);
    expect(major?.chain).toEqual(['survey', 'seeking', 'unitReview', 'bureauReview', 'finalDraft', 'fairReview', 'decision', 'approval']);
  });
});

const values = {
  ...EMPTY_VALUES,
  name: '  办公设备采购  ',
  category: 'procurementGoods' as const,
  counterparts: [{ role: 'B' as const, counterpartId: 7 }],
  amountYuan: 1234.56,
  fundSource: ' ',
  performStart: '2026-01-01',
  performEnd: '2026-12-31',
  files_draft: [uploadedItem(11, 'draft.docx'), { uid: 'x', name: 'up.pdf', status: 'uploading' as const }],
  files_basis: [uploadedItem(12, 'basis.pdf')],
};

describe('payloads', () => {
  it('builds a register body the server schema accepts', () => {
    const body = contractRegisterSchema.parse(registerPayload(values, true));
    expect(body).toMatchObject({
      name: '办公设备采购',
      amountFen: 123456,
      attribute: 'main',
      parentId: null,
      submit: true,
      fundSource: null,
      counterparts: [{ counterpartId: 7, role: 'B' }],
      files: [
        { fileId: 11, kind: 'draft' },
        { fileId: 12, kind: 'basis' },
      ],
    });
    const agreement = contractRegisterSchema.parse(registerPayload({ ...values, attribute: 'change', parentId: 3 }, false));
    expect(agreement).toMatchObject({ attribute: 'change', parentId: 3, submit: false });
  });
  it('builds an edit body without attribute and parent', () => {
    const body = contractEditSchema.parse({ id: 5, version: 2, ...formPayload(values) });
    expect(body).not.toHaveProperty('parentId');
    expect(fileIdsOf(values.files_draft)).toEqual([11]);
  });
});

describe('field mapping', () => {
  it('maps server paths and fields to steps', () => {
    expect(formFieldOfPath('body.counterparts.0.counterpartId')).toBe('counterparts[0].counterpartId');
    expect(formFieldOfPath('body.amountFen')).toBe('amountYuan');
    expect(formFieldOfPath('body.name')).toBe('name');
    expect(stepOfField('counterparts[1].role')).toBe(1);
    expect(stepOfField('performEnd')).toBe(2);
    expect(stepOfField('files_basis')).toBe(3);
    expect(stepOfField('name')).toBe(0);
    expect(stepFieldNames('parties', { counterparts: [{}, {}] })).toEqual([
      'ourRole',
      'counterparts[0].role',
      'counterparts[0].counterpartId',
      'counterparts[1].role',
      'counterparts[1].counterpartId',
    ]);
  });
});

describe('loaded contracts', () => {
  const detail = {
    name: '主合同',
    category: 'procurementWorks',
    attribute: 'main',
    parentId: null,
    projectId: 4,
    tags: [{ id: 2, name: 't', color: 'red' }],
    subject: 's',
    ourRole: 'A',
    parties: [
      { kind: 'unit', role: 'A', counterpartId: null, unitId: 1, name: 'u', creditCode: null },
      { kind: 'counterpart', role: 'B', counterpartId: 9, unitId: null, name: 'c', creditCode: '91' },
    ],
    amountFen: 1_200_000_001,
    direction: 'expenditure',
    fundSource: null,
    procurementMethod: null,
    effectiveDate: null,
    performStart: null,
    performEnd: null,
    signingMethod: 'online',
    signPlace: null,
    majorDecision: false,
    keyProject: true,
    preferentialTerms: false,
    files: [{ id: 1, fileId: 20, kind: 'draft', fileName: 'a.docx' }, { id: 2, fileId: 21, kind: 'signedScan', fileName: 's.pdf' }],
  } as unknown as ContractDetail;

  it('reads a draft back into the form (the round trip keeps the amount exact)', () => {
    const v = valuesOfDetail(detail);
    expect(v.counterparts).toEqual([{ role: 'B', counterpartId: 9 }]);
    expect(fenOfYuan(v.amountYuan)).toBe(1_200_000_001);
    expect(fileIdsOf(v.files_draft)).toEqual([20]);
    expect(v.files_other).toEqual([]);
    expect(formPayload(v).files).toEqual([{ fileId: 20, kind: 'draft' }]);
  });

  it('copies the main contract into an agreement and suggests its name', () => {
    const p = agreementPrefill(detail, '补充协议', {});
    expect(p).toMatchObject({ name: '主合同补充协议', category: 'procurementWorks', projectId: 4, counterparts: [{ role: 'B', counterpartId: 9 }] });
    expect(agreementPrefill(detail, '补充协议', { name: '已填名称' }).name).toBe('已填名称');
  });
});

describe('missingForReview: what a contract needs before it goes to review', () => {
  it('needs a file of kind draft and a counterpart', () => {
    expect(missingForReview({ fileKinds: ['draft'], counterparts: 1 })).toEqual([]);
    expect(missingForReview({ fileKinds: ['draft', 'basis'], counterparts: 3 })).toEqual([]);
  });
  it('names each missing need, the draft text first', () => {
    expect(missingForReview({ fileKinds: [], counterparts: 1 })).toEqual(['draftFile']);
    expect(missingForReview({ fileKinds: ['basis', 'finalDraft', 'other'], counterparts: 1 })).toEqual(['draftFile']);
    expect(missingForReview({ fileKinds: ['draft'], counterparts: 0 })).toEqual(['counterpart']);
    expect(missingForReview({ fileKinds: [], counterparts: 0 })).toEqual(['draftFile', 'counterpart']);
  });
});
