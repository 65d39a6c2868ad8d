/**
 * The words of the generated lifecycle: matter kinds and titles per review step, the opinions each
 * step gives when it passes or returns, filing opinions and conditions, the remarks of the side exits,
 * performance items, supervision notes and risk-flag details.
 */
import type { ContractAction, ReviewStep } from '../../../src/domain/lifecycle';

/** The matter kind of each review step (matter-schema.ts `matters.kind`). */
export const STEP_MATTER_KIND: Readonly<Record<ReviewStep, string>> = {
  survey: 'survey',
  seeking: 'seek',
  unitReview: 'validityUnit',
  bureauReview: 'validityJud',
  finalDraft: 'finalDraftUnit',
  fairReview: 'fairReview',
  decision: 'decision',
  approval: 'approval',
};

/** Major contracts upload their final draft for the bureau. */
export const FINAL_DRAFT_BUREAU_KIND = 'finalDraftJud';

export { MATTER_TITLE } from '../../../src/domain/matter';

/** Working days a step's matter is given. */
export const STEP_DEADLINE_WORKDAYS: Readonly<Record<ReviewStep, number>> = {
  survey: 5,
  seeking: 5,
  unitReview: 5,
  bureauReview: 10,
  finalDraft: 3,
  fairReview: 5,
  decision: 10,
  approval: 3,
};

export const PASS_OPINIONS: Readonly<Record<ReviewStep, readonly string[]>> = {
  survey: [
    '已完成相对方主体资格及资信情况调查，相对方依法设立、有效存续，未列入严重失信主体名单。',
    '经核查，相对方具备履约能力，资质证书在有效期内，无重大违法记录。',
  ],
  seeking: ['已征求财务、业务处室意见，无重大分歧。', '已征求相关处室及法律顾问意见，意见已吸收采纳。'],
  unitReview: [
    '经审查，该合同主体适格、内容合法，同意签订。',
    '经审查，合同条款完备，权利义务约定明确，符合法律法规规定，同意签订。',
    '经合法性审查，未发现违反法律、法规强制性规定的内容，同意提交下一环节。',
  ],
  bureauReview: [
    '经审查，该重大合同主体适格、程序合法、内容合法，同意签订。',
    '经审查，同意签订。建议进一步明确履约担保及违约责任条款。',
    '经合法性审查，合同内容符合法律法规规定，审查程序完备，同意签订。',
  ],
  finalDraft: ['已根据审查意见修改完善，上传合同定稿。', '合同定稿已上传，与审查稿一致。'],
  fairReview: [
    '经公平竞争审查，该合同未含有排除、限制竞争的内容，同意签订。',
    '经公平竞争审查，优惠条款符合公平竞争审查标准，同意签订。',
  ],
  decision: ['经局党组会议集体讨论决定，同意签订该合同。', '经局长办公会议集体研究，同意签订。'],
  approval: ['同意。', '同意签订。', '同意，请按程序办理签订手续。'],
};

/** What a legal adviser writes when asked for an opinion. */
export const LAWYER_OPINIONS = [
  '经审阅，建议在合同中明确验收标准和违约金计算方式。',
  '经审阅，合同主要条款合法有效，建议补充知识产权归属及保密条款。',
  '经审阅，建议将争议解决方式约定为向合同签订地人民法院提起诉讼。',
] as const;

export const RETURN_OPINIONS = [
  '合同第八条违约责任约定不明确，请补充违约金计算标准后重新提交。',
  '付款条件与采购文件不一致，请核实修改后重新提交。',
  '缺少相对方资信调查材料，请补充后重新提交。',
  '争议解决条款约定不明，建议约定由合同签订地人民法院管辖。',
  '履约期限与项目批复不符，请修改后重新提交。',
] as const;

export const FILING_ACCEPT_OPINIONS = ['经审查，材料齐全，准予备案。', '经审查，符合备案要求，予以备案。'] as const;
export const FILING_CONDITIONAL_OPINION = '经审查，予以附条件备案，请于期限内完成整改并报送整改材料。';
export const FILING_RETURN_OPINIONS = [
  '备案材料不齐全，缺少合法性审查意见书，请补正后重新报送。',
  '合同签订文本与审查定稿不一致，请说明情况后重新报送。',
] as const;
export const FILING_REFUSE_OPINION = '该合同签订程序不符合规定，且部分条款违反法律强制性规定，不予备案。';

export const FILING_CONDITIONS = [
  '合同未载明履约保证金退还期限，须签订补充协议予以明确。',
  '缺少集体决策会议纪要，须补报。',
  '合同附件清单与正文不一致，须补正。',
  '未提交公平竞争审查意见书，须补报。',
  '付款节点与预算安排不一致，须补充说明。',
] as const;

export const RECTIFICATIONS = [
  '已签订补充协议，明确履约保证金退还期限。',
  '已补报集体决策会议纪要。',
  '已补正合同附件清单。',
  '已补报相关审查意见书及说明材料。',
] as const;

/** Remarks recorded with the side exits and lifecycle ends. */
export const MOVE_REMARKS: Readonly<Partial<Record<ContractAction, readonly string[]>>> = {
  suspend: ['因项目用地规划调整，经双方协商暂停履行。', '因上级资金未到位，暂停履行。'],
  resume: ['暂停原因已消除，恢复履行。'],
  raiseDispute: ['相对方未按约定期限完成交付，双方就违约责任产生争议，已申请调解。', '双方就工程结算金额产生争议，已提起仲裁。'],
  resolveDispute: ['经调解，双方达成和解协议，恢复履行。'],
  terminate: ['经双方协商一致，解除合同。', '相对方严重违约，依法解除合同。'],
  void: ['项目取消，合同作废。', '采购失败，合同作废。', '合同不予备案，作废处理。'],
  completePerformance: ['合同约定义务已全部履行完毕，经验收合格。'],
  archive: ['合同履行完毕，资料已归档。'],
  cancelOnlineSigning: ['相对方电子印章未备案，取消在线签署。'],
};

export const SUPERVISION_NOTES: readonly (readonly [string, string])[] = [
  ['inspection', '对合同履行情况开展实地检查，要求单位落实履约监管责任。'],
  ['interview', '约谈合同承办单位负责人，督促及时处置风险。'],
  ['rectificationNotice', '下发整改通知书，要求限期整改并报送整改情况。'],
];

/** Payment plans as shares of the amount, by the kind of contract. */
export const PAYMENT_PLANS: Readonly<Record<'works' | 'goods' | 'services' | 'income' | 'grant', readonly (readonly [string, number])[]>> = {
  works: [
    ['预付款（合同价款20%）', 0.2],
    ['进度款（合同价款40%）', 0.4],
    ['竣工结算款（合同价款37%）', 0.37],
    ['质量保证金（合同价款3%）', 0.03],
  ],
  goods: [
    ['预付款（合同价款30%）', 0.3],
    ['验收款（合同价款70%）', 0.7],
  ],
  services: [
    ['第一期服务费', 0.25],
    ['第二期服务费', 0.25],
    ['第三期服务费', 0.25],
    ['第四期服务费', 0.25],
  ],
  income: [
    ['首期价款（50%）', 0.5],
    ['剩余价款（50%）', 0.5],
  ],
  grant: [
    ['首期补助资金（60%）', 0.6],
    ['绩效评价后拨付（40%）', 0.4],
  ],
};

export const MILESTONES: Readonly<Record<'works' | 'goods' | 'services' | 'none', readonly string[]>> = {
  works: ['开工', '主体结构完工', '竣工验收'],
  goods: ['到货验收'],
  services: ['服务中期考核', '服务期满考核'],
  none: ['项目开工', '投产达效评估'],
};
