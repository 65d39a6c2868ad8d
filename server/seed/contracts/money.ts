/**
 * The money side of a generated contract, per category: the amount range (integer fen, drawn
 * log-uniformly so small contracts outnumber large ones), the direction of the money, the fund
 * source, the procurement (or transfer) method, and how long performance lasts.
 */
import type { ContractCategory, MoneyDirection } from '../../../src/domain/contract';
import type { Rand } from './random';
import { pick, pickWeighted, randInt } from './random';

const WAN = 10_000 * 100; // 1万元 in fen
const YI = 10_000 * WAN; // 1亿元 in fen

/** [min, max] amount in fen. */
export const AMOUNT_RANGE_FEN: Readonly<Record<ContractCategory, readonly [number, number]>> = {
  stateAssetInvestment: [100 * WAN, 5 * YI],
  stateAssetLease: [2 * WAN, 500 * WAN],
  stateAssetTransfer: [50 * WAN, 2 * YI],
  naturalResourceRights: [500 * WAN, 30 * YI],
  franchisePPP: [1 * YI, 50 * YI],
  expropriation: [20 * WAN, 2 * YI],
  affordableHousing: [1000 * WAN, 10 * YI],
  investmentAttraction: [5000 * WAN, 100 * YI],
  procurementGoods: [5 * WAN, 800 * WAN],
  procurementServices: [5 * WAN, 300 * WAN],
  procurementWorks: [100 * WAN, 2 * YI],
  govInvestedConstruction: [500 * WAN, 5 * YI],
  entrustmentGrant: [10 * WAN, 2000 * WAN],
  financingLoan: [1000 * WAN, 20 * YI],
  cooperationStrategic: [100 * WAN, 100 * YI],
  intentMemorandum: [1000 * WAN, 50 * YI],
  other: [1 * WAN, 100 * WAN],
};

/**
 * A realistic amount in fen within [min, max]: log-uniform skewed towards the small end (most
 * contracts are small, a few are very large), then rounded the way contract prices are (most to
 * 100 yuan, some to the yuan, a few to the fen).
 */
export function drawAmountFen(rand: Rand, min: number, max: number): number {
  const raw = Math.exp(Math.log(min) + rand() ** 1.4 * (Math.log(max) - Math.log(min)));
  const r = rand();
  const unit = raw >= 100 * WAN ? (r < 0.7 ? 100 * 100 * 100 : r < 0.95 ? 100 * 100 : 100) : r < 0.6 ? 100 * 100 : r < 0.9 ? 100 : 1;
  const rounded = Math.round(raw / unit) * unit;
  return Math.min(max, Math.max(min, rounded));
}

export function directionOf(category: ContractCategory, rand: Rand): MoneyDirection {
  switch (category) {
    case 'stateAssetLease':
    case 'stateAssetTransfer':
    case 'naturalResourceRights':
    case 'financingLoan':
      return 'income';
    case 'investmentAttraction':
    case 'cooperationStrategic':
    case 'intentMemorandum':
      return 'none';
    case 'franchisePPP':
      // Government-pays PPP, or user-pays franchises that move no public money.
      return rand() < 0.65 ? 'expenditure' : 'none';
    default:
      return 'expenditure';
  }
}

export const FUND_SOURCES = ['财政资金', '自有资金', '专项债券', '社会资本', '上级补助资金', '政府性基金', '银行贷款'] as const;

/** The fund source of an expenditure (null when no public money is spent). */
export function fundSourceOf(category: ContractCategory, direction: MoneyDirection, rand: Rand): string | null {
  if (category === 'franchisePPP' || category === 'investmentAttraction') {
    return pickWeighted(rand, [
      ['社会资本', 7],
      ['专项债券', 2],
      ['财政资金', 1],
    ]);
  }
  if (direction !== 'expenditure') return null;
  switch (category) {
    case 'procurementWorks':
    case 'govInvestedConstruction':
    case 'affordableHousing':
      return pickWeighted(rand, [
        ['财政资金', 45],
        ['专项债券', 30],
        ['上级补助资金', 15],
        ['政府性基金', 5],
        ['银行贷款', 5],
      ]);
    case 'expropriation':
      return pickWeighted(rand, [
        ['政府性基金', 50],
        ['财政资金', 35],
        ['专项债券', 15],
      ]);
    case 'stateAssetInvestment':
      return pickWeighted(rand, [
        ['自有资金', 50],
        ['财政资金', 40],
        ['专项债券', 10],
      ]);
    default:
      return pickWeighted(rand, [
        ['财政资金', 80],
        ['上级补助资金', 10],
        ['自有资金', 10],
      ]);
  }
}

/** How the counterpart was chosen (procurement method, or the transfer method for income contracts). */
export function procurementMethodOf(category: ContractCategory, amountFen: number, rand: Rand): string | null {
  switch (category) {
    case 'procurementGoods':
    case 'procurementServices':
      if (amountFen >= 200 * WAN) return rand() < 0.85 ? '公开招标' : pick(rand, ['竞争性磋商', '单一来源']);
      if (amountFen >= 50 * WAN) return pickWeighted(rand, [['竞争性磋商', 45], ['竞争性谈判', 20], ['公开招标', 20], ['单一来源', 10], ['框架协议', 5]]);
      return pickWeighted(rand, [['询价', 35], ['框架协议', 30], ['竞争性磋商', 25], ['单一来源', 10]]);
    case 'procurementWorks':
    case 'govInvestedConstruction':
    case 'affordableHousing':
      if (amountFen >= 400 * WAN) return rand() < 0.9 ? '公开招标' : '邀请招标';
      return pickWeighted(rand, [['竞争性磋商', 50], ['公开招标', 30], ['竞争性谈判', 20]]);
    case 'franchisePPP':
      return rand() < 0.75 ? '公开招标' : '竞争性磋商';
    case 'naturalResourceRights':
      return pickWeighted(rand, [['挂牌出让', 70], ['拍卖出让', 20], ['招标出让', 10]]);
    case 'stateAssetTransfer':
      return rand() < 0.8 ? '公开挂牌转让' : '协议转让';
    case 'stateAssetLease':
      return rand() < 0.75 ? '公开招租' : '协议出租';
    case 'entrustmentGrant':
      return rand() < 0.5 ? '竞争性磋商' : null;
    default:
      return null;
  }
}

/** How long performance lasts, in days: [min, max]. */
export const PERFORMANCE_DAYS: Readonly<Record<ContractCategory, readonly [number, number]>> = {
  stateAssetInvestment: [730, 1825],
  stateAssetLease: [365, 1825],
  stateAssetTransfer: [30, 180],
  naturalResourceRights: [365, 1095],
  franchisePPP: [3650, 10950],
  expropriation: [30, 365],
  affordableHousing: [365, 1095],
  investmentAttraction: [730, 1825],
  procurementGoods: [30, 180],
  procurementServices: [180, 730],
  procurementWorks: [180, 900],
  govInvestedConstruction: [365, 1095],
  entrustmentGrant: [180, 730],
  financingLoan: [1095, 3650],
  cooperationStrategic: [730, 1825],
  intentMemorandum: [180, 365],
  other: [30, 365],
};

/** Categories whose performance cannot end within the three years the demo data covers. */
export const LONG_TERM: ReadonlySet<ContractCategory> = new Set<ContractCategory>(['franchisePPP', 'financingLoan']);

export const performanceDays = (category: ContractCategory, rand: Rand): number => {
  const [lo, hi] = PERFORMANCE_DAYS[category];
  return randInt(rand, lo, hi);
};
