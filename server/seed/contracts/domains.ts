/**
 * What a government body does, read from its name, and the mix of contract categories each kind of
 * body signs (weights). A body whose name matches nothing (added by an administrator) gets the
 * general mix.
 */
import type { ContractCategory } from '../../../src/domain/contract';

export const UNIT_DOMAINS = [
  'finance',
  'transport',
  'housing',
  'education',
  'health',
  'naturalResources',
  'urban',
  'commerce',
  'water',
  'agriculture',
  'justice',
  'general',
] as const;
export type UnitDomain = (typeof UNIT_DOMAINS)[number];

const NAME_RULES: readonly [RegExp, UnitDomain][] = [
  [/司法(局|厅)/, 'justice'],
  [/财政/, 'finance'],
  [/交通/, 'transport'],
  [/住房和城乡建设|住建|建设局/, 'housing'],
  [/教育/, 'education'],
  [/卫生健康|卫健|医疗/, 'health'],
  [/自然资源|规划/, 'naturalResources'],
  [/城市管理|城管/, 'urban'],
  [/商务|投资促进|经济/, 'commerce'],
  [/水利|水务/, 'water'],
  [/农业|农村/, 'agriculture'],
];

export function domainOf(unitName: string): UnitDomain {
  for (const [re, domain] of NAME_RULES) if (re.test(unitName)) return domain;
  return 'general';
}

type Mix = Partial<Record<ContractCategory, number>>;

export const CATEGORY_MIX: Readonly<Record<UnitDomain, Mix>> = {
  finance: {
    procurementServices: 34,
    procurementGoods: 14,
    stateAssetLease: 8,
    stateAssetTransfer: 4,
    stateAssetInvestment: 5,
    financingLoan: 8,
    entrustmentGrant: 10,
    cooperationStrategic: 7,
    intentMemorandum: 3,
    franchisePPP: 3,
    procurementWorks: 2,
    other: 2,
  },
  transport: {
    procurementWorks: 30,
    govInvestedConstruction: 18,
    procurementServices: 20,
    franchisePPP: 7,
    expropriation: 6,
    procurementGoods: 9,
    cooperationStrategic: 4,
    financingLoan: 2,
    other: 1,
  },
  housing: {
    affordableHousing: 24,
    govInvestedConstruction: 18,
    procurementWorks: 16,
    expropriation: 12,
    franchisePPP: 7,
    procurementServices: 16,
    cooperationStrategic: 3,
    other: 2,
  },
  education: {
    procurementGoods: 30,
    procurementServices: 32,
    procurementWorks: 14,
    govInvestedConstruction: 9,
    entrustmentGrant: 8,
    cooperationStrategic: 5,
    other: 2,
  },
  health: {
    procurementGoods: 34,
    procurementServices: 30,
    govInvestedConstruction: 10,
    cooperationStrategic: 10,
    entrustmentGrant: 8,
    franchisePPP: 2,
    other: 2,
  },
  naturalResources: {
    naturalResourceRights: 38,
    expropriation: 20,
    procurementServices: 22,
    stateAssetTransfer: 5,
    cooperationStrategic: 5,
    procurementGoods: 4,
    other: 2,
  },
  urban: {
    procurementServices: 36,
    procurementWorks: 18,
    franchisePPP: 14,
    procurementGoods: 12,
    govInvestedConstruction: 10,
    stateAssetLease: 5,
    other: 2,
  },
  commerce: {
    investmentAttraction: 44,
    cooperationStrategic: 15,
    intentMemorandum: 15,
    procurementServices: 14,
    entrustmentGrant: 10,
    other: 2,
  },
  water: {
    procurementWorks: 30,
    govInvestedConstruction: 24,
    franchisePPP: 9,
    procurementServices: 22,
    expropriation: 10,
    procurementGoods: 4,
    other: 1,
  },
  agriculture: {
    entrustmentGrant: 24,
    procurementWorks: 20,
    procurementServices: 20,
    cooperationStrategic: 10,
    stateAssetLease: 10,
    naturalResourceRights: 8,
    procurementGoods: 6,
    other: 2,
  },
  justice: {
    procurementServices: 60,
    procurementGoods: 20,
    entrustmentGrant: 10,
    cooperationStrategic: 5,
    other: 5,
  },
  general: {
    procurementServices: 35,
    procurementGoods: 20,
    procurementWorks: 12,
    entrustmentGrant: 10,
    cooperationStrategic: 8,
    stateAssetLease: 5,
    intentMemorandum: 3,
    other: 7,
  },
};
