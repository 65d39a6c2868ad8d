/**
 * zh-CN labels of the contract vocabulary, for the files the server writes and reads (Excel export,
 * the 1.0 import template and its parsing). The UI has its own texts in its i18n modules; these are
 * the labels a spreadsheet carries, keyed by the enums of contract.ts and lifecycle.ts.
 */
import type { ContractAttribute, ContractCategory, MoneyDirection, RiskCode } from './contract';
import type { ContractSource } from './contract-api';
import type { ContractStatus } from './lifecycle';

export const CATEGORY_LABELS: Readonly<Record<ContractCategory, string>> = {
  stateAssetInvestment: '国有资产投资',
  stateAssetLease: '国有资产租赁',
  stateAssetTransfer: '国有资产转让',
  naturalResourceRights: '自然资源使用权出让',
  franchisePPP: '特许经营和政府和社会资本合作',
  expropriation: '征收征用及补偿',
  affordableHousing: '保障性住房',
  investmentAttraction: '招商引资',
  procurementGoods: '政府采购（货物）',
  procurementServices: '政府采购（服务）',
  procurementWorks: '政府采购（工程）',
  govInvestedConstruction: '政府投资建设',
  entrustmentGrant: '委托、资助和补贴',
  financingLoan: '政府融资和借款',
  cooperationStrategic: '合作和战略协议',
  intentMemorandum: '意向书和备忘录',
  other: '其他',
};

export const STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  draft: '草稿',
  registered: '已登记',
  survey: '调查核实',
  seeking: '征求意见',
  unitReview: '单位合法性审查',
  bureauReview: '司法局合法性审查',
  finalDraft: '定稿',
  fairReview: '公平竞争审查',
  decision: '集体决策',
  approval: '审批',
  toSign: '待签署',
  signing: '签署中',
  filingPending: '待备案',
  filingReview: '备案审查中',
  filed: '已备案',
  conditionallyFiled: '附条件备案',
  rectified: '已整改',
  filingReturned: '备案退回',
  filingRefused: '不予备案',
  performing: '履行中',
  performanceCompleted: '履行完毕',
  archived: '已归档',
  suspended: '中止履行',
  disputed: '争议中',
  terminated: '已终止',
  void: '已作废',
};

export const ATTRIBUTE_LABELS: Readonly<Record<ContractAttribute, string>> = {
  main: '主合同',
  supplementary: '补充协议',
  change: '变更协议',
  termination: '解除协议',
};

export const DIRECTION_LABELS: Readonly<Record<MoneyDirection, string>> = {
  income: '收入',
  expenditure: '支出',
  none: '无收支',
};

export const RISK_LABELS: Readonly<Record<RiskCode, string>> = {
  green: '绿码',
  yellow: '黄码',
  red: '红码',
};

export const SOURCE_LABELS: Readonly<Record<ContractSource, string>> = {
  system: '本系统',
  v1: '1.0系统',
};

export const YES_NO_LABELS = { yes: '是', no: '否' } as const;

/** Half-width parentheses as the labels write them (full-width), surrounding blanks dropped. */
const normalLabel = (s: string): string => s.trim().replaceAll('(', '（').replaceAll(')', '）');

/**
 * The key of a label map whose key or label equals the text (trimmed, either kind of parentheses;
 * keys case-insensitively), or undefined: what a user typed in a spreadsheet cell, back to the enum.
 */
export function keyOfLabel<K extends string>(labels: Readonly<Record<K, string>>, text: string): K | undefined {
  const t = normalLabel(text);
  if (!t) return undefined;
  const lower = t.toLowerCase();
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    if (label === t || key.toLowerCase() === lower) return key;
  }
  return undefined;
}
