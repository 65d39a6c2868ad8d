/**
 * The step form's fields and where they live: name, category, fund source, budget, owning unit,
 * handler and attachments are columns of projects; the rest (dates, key-project flag, basis, plan,
 * survey, ...) is the `details` jsonb. Stored details are read defensively (rows written by the seed
 * or an older version may lack keys or hold other ones): a value of the wrong type reads as empty.
 */
import type { ContractCategory } from '../../../src/domain/contract';
import { PROJECT_DETAIL_KEYS, type ProjectDetailKey, type ProjectFields } from '../../../src/domain/project-api';
import type { ProjectRecord } from './scope';

type Details = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The form's detail fields of a stored details object. */
export function detailFields(d: Details): Pick<ProjectFields, ProjectDetailKey> {
  return {
    plannedStart: day(d.plannedStart),
    plannedEnd: day(d.plannedEnd),
    keyProject: d.keyProject === true,
    basis: str(d.basis),
    necessity: str(d.necessity),
    plan: str(d.plan),
    procurementMethod: str(d.procurementMethod),
    riskAssessment: str(d.riskAssessment),
    solicitedUnits: strings(d.solicitedUnits),
    survey: str(d.survey),
    publicSolicitation: d.publicSolicitation === true,
    solicitationStart: day(d.solicitationStart),
    solicitationEnd: day(d.solicitationEnd),
    notes: str(d.notes),
  };
}

/** Every form field of a stored project. */
export function fieldsOf(p: ProjectRecord): ProjectFields {
  return {
    name: p.name,
    category: (p.category ?? 'other') as ContractCategory,
    fundSource: p.fundSource,
    budgetFen: p.budgetFen,
    unitId: p.unitId,
    handlerId: p.handlerId,
    fileIds: p.fileIds,
    ...detailFields(p.details),
  };
}

/** The details object to store: the kept keys of `base` with the detail fields of `f` over them. */
export function detailsOf(f: Partial<ProjectFields>, base: Details = {}): Details {
  const out: Details = { ...base };
  for (const key of PROJECT_DETAIL_KEYS) {
    if (f[key] !== undefined) out[key] = f[key];
  }
  return out;
}
