/**
 * The state of a project list (filters, page, sort) and its two forms: the URL query that keeps it
 * across reloads (short keys, lists joined by commas) and the body of project/queryPage (budget in
 * fen). Pure: unit-tested in tests/unit/projects-list.test.ts. Anything unreadable in a URL is dropped.
 */
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../src/domain/contract';
import { PROJECT_SORT_FIELDS, type ProjectListQueryInput, type ProjectView } from '../../src/domain/project-api';
import { yuanTextToFen } from './formModel';

export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export interface ProjectFilters {
  keyword?: string;
  category?: ContractCategory[];
  keyProject?: boolean;
  /** Yuan, as typed (at most two decimals). */
  budgetMin?: string;
  budgetMax?: string;
  createdFrom?: string;
  createdTo?: string;
}

export interface ProjectListState extends ProjectFilters {
  current: number;
  size: number;
  sortField?: ProjectSortField;
  sortOrder?: 'asc' | 'desc';
}

export const PROJECT_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (v: string | null, max: number): number | undefined => {
  if (!v || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
};
const date = (v: string | null) => (v && DATE.test(v) ? v : undefined);
const yuan = (v: string | null) => (v && yuanTextToFen(v) !== undefined ? v : undefined);

const dropEmpty = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length))) as T;

/** Reads a list state from a URL query; invalid values are left out. */
export function parseProjectListState(search: string): ProjectListState {
  const p = new URLSearchParams(search);
  const size = positiveInt(p.get('size'), 100);
  const sort = p.get('sort');
  const order = p.get('order');
  const sortField = (PROJECT_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as ProjectSortField) : undefined;
  const category = [...new Set((p.get('cat') ?? '').split(','))].filter((c): c is ContractCategory => (CONTRACT_CATEGORIES as readonly string[]).includes(c));
  const key = p.get('key');
  const sortOrder = sortField && (order === 'asc' || order === 'desc') ? order : undefined;
  return dropEmpty<ProjectListState>({
    current: positiveInt(p.get('page'), 100_000) ?? 1,
    size: size && (PROJECT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    keyword: p.get('kw')?.trim().slice(0, 64) || undefined,
    category,
    keyProject: key === '1' ? true : key === '0' ? false : undefined,
    budgetMin: yuan(p.get('min')),
    budgetMax: yuan(p.get('max')),
    createdFrom: date(p.get('from')),
    createdTo: date(p.get('to')),
    sortField: sortOrder ? sortField : undefined,
    sortOrder,
  });
}

/** The URL query of a list state ('' for the defaults); the inverse of parseProjectListState. */
export function projectListStateToSearch(s: ProjectListState): string {
  const p = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') p.set(k, String(v));
  };
  set('kw', s.keyword?.trim());
  set('cat', s.category?.join(','));
  set('key', s.keyProject === undefined ? undefined : s.keyProject ? '1' : '0');
  set('min', s.budgetMin);
  set('max', s.budgetMax);
  set('from', s.createdFrom);
  set('to', s.createdTo);
  if (s.sortField && s.sortOrder) {
    set('sort', s.sortField);
    set('order', s.sortOrder);
  }
  if (s.current > 1) set('page', s.current);
  if (s.size !== DEFAULT_SIZE) set('size', s.size);
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The project/queryPage body of a view's list state. */
export function projectListQuery(s: ProjectListState, view: ProjectView): ProjectListQueryInput {
  return dropEmpty<ProjectListQueryInput>({
    view,
    current: s.current,
    size: s.size,
    keyword: s.keyword?.trim() || undefined,
    category: s.category?.length ? s.category : undefined,
    keyProject: s.keyProject,
    budgetMinFen: s.budgetMin === undefined ? undefined : yuanTextToFen(s.budgetMin),
    budgetMaxFen: s.budgetMax === undefined ? undefined : yuanTextToFen(s.budgetMax),
    createdFrom: s.createdFrom,
    createdTo: s.createdTo,
    sortField: s.sortField,
    sortOrder: s.sortField ? s.sortOrder : undefined,
  });
}

/** New filters: back to page 1, page size and sort kept. */
export function withProjectFilters(s: ProjectListState, f: ProjectFilters): ProjectListState {
  return dropEmpty<ProjectListState>({ current: 1, size: s.size, sortField: s.sortField, sortOrder: s.sortOrder, ...f });
}

/** The filters part of a state. */
export function projectFiltersOf(s: ProjectListState): ProjectFilters {
  const { current: _c, size: _s, sortField: _f, sortOrder: _o, ...filters } = s;
  return filters;
}
