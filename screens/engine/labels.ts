/**
 * Display names of stats rows: the vocabulary dimensions are named in the current language, the
 * contract's own (status, category, phase, risk code) from the one contract vocabulary (`contract.*`
 * texts, as the workspace shows them) and the statistics' own (review level, filing status, signing
 * method, major) from the `screens` texts; areas, units, counterparts and fund sources keep the name
 * the server gives; months and days are written for the language.
 */
import type { StatsDimension, StatsRow } from '../../src/domain/stats';
import { type MessageKey, seededText } from '../../src/i18n';
import { dateFormat } from '../../src/i18n/dateFormat';

export type Translate = (key: MessageKey) => string;

/** Dimensions whose keys are a fixed vocabulary with texts under `<prefix>.<key>`. */
const VOCABULARY: Partial<Record<StatsDimension, string>> = {
  status: 'contract.status',
  category: 'contract.category',
  phase: 'contract.phase',
  riskCode: 'contract.risk',
  reviewLevel: 'screens.reviewLevel',
  filingStatus: 'screens.filingStatus',
  signingMethod: 'screens.signingMethod',
  major: 'screens.major',
};

/** Keys the server may use for the boolean `major` dimension. */
const MAJOR_ALIASES: Record<string, string> = { true: 'major', false: 'ordinary', '1': 'major', '0': 'ordinary' };

/** The text key of a vocabulary value, or undefined when the dimension has none. */
export function vocabularyKey(dimension: StatsDimension, key: string): MessageKey | undefined {
  const prefix = VOCABULARY[dimension];
  if (!prefix) return undefined;
  const k = dimension === 'major' ? (MAJOR_ALIASES[key] ?? key) : key;
  return `${prefix}.${k}` as MessageKey;
}

/** '2026-03' -> '26年3月' / 'Mar 26'; anything else as it is. */
export function monthLabel(key: string, language: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return key;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return dateFormat(language, { year: '2-digit', month: 'short', timeZone: 'UTC' }).format(date);
}

/** The display name of a row of a query grouped by `dimension`. */
export function rowLabel(dimension: StatsDimension | null | undefined, row: Pick<StatsRow, 'key' | 'label'>, t: Translate, language: string): string {
  if (!dimension) return row.label || row.key;
  if (dimension === 'month') return monthLabel(row.key, language);
  const textKey = vocabularyKey(dimension, row.key);
  if (textKey) {
    const text = t(textKey);
    // A key the texts do not know (a new server value) reads as the server's own label.
    if (text !== textKey) return text;
  }
  return row.label || row.key;
}

/** Dimensions a click narrows the screen by (the rest only show). */
export const DRILL_DIMENSIONS: readonly StatsDimension[] = ['area', 'unit'];

/**
 * A wall's or widget's title as shown: in the viewer's language while it is still the title the
 * installation seeded (server/seed/screens.ts, `screens.seeded.*`); a title someone typed as typed.
 */
export const shownTitle = (title: string): string => seededText(title, 'screens.seeded.');
