/**
 * The state of a contract list (filters, page, sort) and its two forms: the URL query that keeps it
 * across reloads and tab switches (short, readable keys; lists joined by commas), and the body of
 * contract/queryPage (amounts in fen, unit with its children). Pure: unit-tested in
 * tests/unit/contract-list-query.test.ts. Anything unreadable in a URL is dropped, never sent.
 */
import { CONTRACT_CATEGORIES, type ContractCategory, RISK_CODES, type RiskCode } from '../../src/domain/contract';
import {
  CONTRACT_SORT_FIELDS,
  type ContractView,
  MAX_AMOUNT_FEN,
  VIEW_STATUSES,
  yuanToFen,
} from '../../src/domain/contract-views';
import type { ContractListQueryInput } from '../../src/domain/contract-api';
import { CONTRACT_STATUSES, type ContractStatus } from '../../src/domain/lifecycle';

export type SortField = (typeof CONTRACT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListFilters {
  keyword?: string;
  category?: ContractCategory[];
  status?: ContractStatus[];
  /** Yuan, as typed. */
  amountMin?: number;
  amountMax?: number;
  signFrom?: string;
  signTo?: string;
  riskCode?: RiskCode[];
  /** A unit, with every unit below it. */
  unitId?: number;
  areaId?: number;
}

export interface ListState extends ListFilters {
  current: number;
  size: number;
  sortField?: SortField;
  sortOrder?: SortOrder;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The statuses a view's status filter offers: the view's own, or every status but draft. */
export function statusesOfView(view: ContractView): readonly ContractStatus[] {
  return VIEW_STATUSES[view] ?? CONTRACT_STATUSES.filter((s) => s !== 'draft');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_YUAN = MAX_AMOUNT_FEN / 100;

const positiveInt = (v: string | null, max: number): number | undefined => {
  if (!v || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
};

const yuan = (v: string | null): number | undefined => {
  if (!v || !/^\d+(\.\d{1,2})?$/.test(v)) return undefined;
  const n = Number(v);
  return n <= MAX_YUAN ? n : undefined;
};

const listOf = <T extends string>(v: string | null, allowed: readonly T[]): T[] | undefined => {
  const picked = [...new Set((v ?? '').split(','))].filter((x): x is T => (allowed as readonly string[]).includes(x));
  return picked.length ? picked : undefined;
};

const date = (v: string | null) => (v && DATE.test(v) ? v : undefined);

/** Reads the list state of `view` from a URL query; unknown or invalid values are left out. */
export function parseListState(search: string, view: ContractView): ListState {
  const p = new URLSearchParams(search);
  const size = positiveInt(p.get('size'), 100);
  const sortField = listOf(p.get('sort'), CONTRACT_SORT_FIELDS)?.[0];
  const order = p.get('order');
  const state: ListState = {
    current: positiveInt(p.get('page'), 100_000) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    keyword: p.get('kw')?.trim().slice(0, 64) || undefined,
    category: listOf(p.get('cat'), CONTRACT_CATEGORIES),
    status: listOf(p.get('st'), statusesOfView(view)),
    amountMin: yuan(p.get('min')),
    amountMax: yuan(p.get('max')),
    signFrom: date(p.get('from')),
    signTo: date(p.get('to')),
    riskCode: listOf(p.get('risk'), RISK_CODES),
    unitId: positiveInt(p.get('unit'), 2_147_483_647),
    areaId: positiveInt(p.get('area'), 2_147_483_647),
    sortField,
    sortOrder: sortField && (order === 'asc' || order === 'desc') ? order : undefined,
  };
  if (!state.sortOrder) state.sortField = undefined;
  return dropEmpty(state);
}

const dropEmpty = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length))) as T;

/** The URL query of a list state ('' for the defaults); the inverse of parseListState. */
export function listStateToSearch(s: ListState): string {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  set('kw', s.keyword?.trim());
  set('cat', s.category?.join(','));
  set('st', s.status?.join(','));
  set('min', s.amountMin);
  set('max', s.amountMax);
  set('from', s.signFrom);
  set('to', s.signTo);
  set('risk', s.riskCode?.join(','));
  set('unit', s.unitId);
  set('area', s.areaId);
  if (s.sortField && s.sortOrder) {
    set('sort', s.sortField);
    set('order', s.sortOrder);
  }
  if (s.current > 1) set('page', s.current);
  if (s.size !== DEFAULT_PAGE_SIZE) set('size', s.size);
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The contract/queryPage body of a view's list state (also the export's body). */
export function listStateToQuery(s: ListState, view: ContractView): ContractListQueryInput {
  const q: ContractListQueryInput = {
    view,
    current: s.current,
    size: s.size,
    keyword: s.keyword?.trim() || undefined,
    category: s.category?.length ? s.category : undefined,
    status: s.status?.length ? s.status : undefined,
    amountMinFen: s.amountMin === undefined ? undefined : yuanToFen(s.amountMin),
    amountMaxFen: s.amountMax === undefined ? undefined : yuanToFen(s.amountMax),
    signDateFrom: s.signFrom,
    signDateTo: s.signTo,
    riskCode: s.riskCode?.length ? s.riskCode : undefined,
    unitId: s.unitId,
    includeChildren: s.unitId === undefined ? undefined : true,
    areaId: s.areaId,
    sortField: s.sortField,
    sortOrder: s.sortField ? s.sortOrder : undefined,
  };
  return dropEmpty(q);
}

/** New filters: back to page 1, page size and sort kept. */
export function withFilters(s: ListState, filters: ListFilters): ListState {
  return dropEmpty({ current: 1, size: s.size, sortField: s.sortField, sortOrder: s.sortOrder, ...filters });
}

/** The filters part of a state (what the filter form shows). */
export function filtersOf(s: ListState): ListFilters {
  const { current: _c, size: _s, sortField: _f, sortOrder: _o, ...filters } = s;
  return filters;
}

/** Does the state narrow the list (the empty state then suggests changing the filters)? */
export const hasFilters = (s: ListState): boolean => activeFilterCount(s) > 0;

/** The second bound of a range, counted with the first. */
const RANGE_START: Partial<Record<keyof ListFilters, keyof ListFilters>> = { signTo: 'signFrom', amountMax: 'amountMin' };

/** How many filters narrow the list (a date or amount range counts once: the phone's filter button shows it). */
export function activeFilterCount(s: ListState): number {
  const f = filtersOf(s);
  const set = (Object.keys(f) as (keyof ListFilters)[]).filter((k) => f[k] !== undefined);
  return new Set(set.map((k) => RANGE_START[k] ?? k)).size;
}

