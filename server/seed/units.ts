/**
 * The demo unit tree: areas (A) with their judicial bureau (U, isJudicialBureau) and a node (N) that
 * holds the area's government bodies (U), their departments (D) and offices (O). Inserted one level
 * at a time, one statement per level; the counties added later (areas.ts `later`) come after all the
 * rest, in a second pass of their own, so every earlier unit keeps its id, credit code and seal number.
 */
import type { Db } from '../db/client';
import { units } from '../db/schema';
import { type AreaSeed, allAreas, bureauName, nodeName, PROVINCE } from './areas';
import { governmentCreditCode } from './credit-codes';
import { filingAbbr } from '../modules/contracts/numbering';
import { BUREAU_DEPARTMENTS, type DepartmentSeed, GOV_UNITS, STANDARD_TEMPLATE } from './gov-units';
import { idsInOrder, seededRandom } from './util';

export type UnitKind = 'area' | 'bureau' | 'node' | 'gov' | 'department' | 'office';

export interface UnitSeedRow {
  /** A unique key: the unit's name path from its area (e.g. 杭州市财政局/法规处). */
  key: string;
  parentKey: string | null;
  depth: number;
  kind: UnitKind;
  unitName: string;
  type: 'A' | 'N' | 'U' | 'D' | 'O';
  areaLevel: AreaSeed['level'] | null;
  adcode: string | null;
  isJudicialBureau: boolean;
  creditCode: string | null;
  sort: number;
  /** The short name (简称): government bodies' usual ones, bureaus' 杭司, 西湖司 ...; null for the rest. */
  shortName: string | null;
  /** The contract-number template (government bodies; src/domain/unit-numbering.ts). */
  numberTemplate: string | null;
  /** The area code the unit belongs to. */
  areaCode: string;
  /** The insertion pass: 0 for the first demo tree, 1 for the counties added later (and their units). */
  pass: 0 | 1;
}

/** The whole tree as rows, parents before children. Deterministic: the same codes every run. */
export function buildUnitRows(): UnitSeedRow[] {
  const rand = seededRandom(20260101);
  const rows: UnitSeedRow[] = [];
  let pass: UnitSeedRow['pass'] = 0;
  const add = (row: Omit<UnitSeedRow, 'depth' | 'pass'>, parentDepth: number) => rows.push({ ...row, depth: parentDepth + 1, pass });

  const addDepartments = (parent: UnitSeedRow, departments: readonly DepartmentSeed[]) => {
    departments.forEach((dep, i) => {
      const key = `${parent.key}/${dep.name}`;
      add(
        {
          key,
          parentKey: parent.key,
          kind: 'department',
          unitName: dep.name,
          type: 'D',
          areaLevel: null,
          adcode: null,
          isJudicialBureau: false,
          creditCode: null,
          sort: (i + 1) * 10,
          shortName: null,
          numberTemplate: null,
          areaCode: parent.areaCode,
        },
        parent.depth,
      );
      (dep.offices ?? []).forEach((office, j) => {
        add(
          {
            key: `${key}/${office}`,
            parentKey: key,
            kind: 'office',
            unitName: office,
            type: 'O',
            areaLevel: null,
            adcode: null,
            isJudicialBureau: false,
            creditCode: null,
            sort: (j + 1) * 10,
            shortName: null,
            numberTemplate: null,
            areaCode: parent.areaCode,
          },
          parent.depth + 1,
        );
      });
    });
  };

  /** The visits of the counties added later, run after the first tree (pass 1). */
  const later: (() => void)[] = [];
  const visit = (area: AreaSeed, parentKey: string | null, parentDepth: number, sort: number) => {
    const areaRow: UnitSeedRow = {
      key: area.name,
      parentKey,
      depth: parentDepth + 1,
      kind: 'area',
      unitName: area.name,
      type: 'A',
      areaLevel: area.level,
      adcode: area.adcode,
      isJudicialBureau: false,
      creditCode: null,
      sort,
      shortName: null,
      numberTemplate: null,
      areaCode: area.adcode,
      pass,
    };
    rows.push(areaRow);
    const bureau: UnitSeedRow = {
      key: bureauName(area),
      parentKey: area.name,
      depth: areaRow.depth + 1,
      kind: 'bureau',
      unitName: bureauName(area),
      type: 'U',
      areaLevel: null,
      adcode: null,
      isJudicialBureau: true,
      creditCode: governmentCreditCode(area.adcode, rand),
      sort: 1,
      shortName: `${filingAbbr({ unitName: area.name, areaLevel: area.level, adcode: area.adcode })}司`,
      numberTemplate: null,
      areaCode: area.adcode,
      pass,
    };
    rows.push(bureau);
    addDepartments(bureau, BUREAU_DEPARTMENTS[area.adcode] ?? []);
    const bodies = GOV_UNITS.filter((u) => u.adcode === area.adcode);
    if (bodies.length) {
      const node: UnitSeedRow = {
        key: `${area.name}/${nodeName(area)}`,
        parentKey: area.name,
        depth: areaRow.depth + 1,
        kind: 'node',
        unitName: nodeName(area),
        type: 'N',
        areaLevel: null,
        adcode: null,
        isJudicialBureau: false,
        creditCode: null,
        sort: 2,
        shortName: null,
        numberTemplate: null,
        areaCode: area.adcode,
        pass,
      };
      rows.push(node);
      bodies.forEach((body, i) => {
        const gov: UnitSeedRow = {
          key: body.name,
          parentKey: node.key,
          depth: node.depth + 1,
          kind: 'gov',
          unitName: body.name,
          type: 'U',
          areaLevel: null,
          adcode: null,
          isJudicialBureau: false,
          creditCode: governmentCreditCode(area.adcode, rand),
          sort: (i + 1) * 10,
          shortName: body.short,
          numberTemplate: body.template === undefined ? STANDARD_TEMPLATE : body.template,
          areaCode: area.adcode,
          pass,
        };
        rows.push(gov);
        addDepartments(gov, body.departments ?? []);
      });
    }
    // Children sort in the tree's order (by code); the counties added later wait for the second pass.
    area.children.forEach((child, i) => {
      if (child.later) later.push(() => visit(child, area.name, areaRow.depth, (i + 1) * 10));
      else visit(child, area.name, areaRow.depth, (i + 1) * 10);
    });
  };
  visit(PROVINCE, null, -1, 10);
  pass = 1;
  for (const visitLater of later) visitLater();
  return rows;
}

export interface SeededUnits {
  rows: (UnitSeedRow & { id: number })[];
  /** The id of a unit by its key (areas, bureaus and government bodies: their name). */
  id(key: string): number;
}

/** Inserts the tree level by level (one multi-row statement per depth and pass). */
export async function insertUnits(db: Db, rows: readonly UnitSeedRow[] = buildUnitRows()): Promise<SeededUnits> {
  const idByKey = new Map<string, number>();
  const maxDepth = Math.max(...rows.map((r) => r.depth));
  for (let n = 0; n <= 2 * maxDepth + 1; n++) {
    const pass = n > maxDepth ? 1 : 0;
    const depth = n - pass * (maxDepth + 1);
    const level = rows.filter((r) => r.depth === depth && r.pass === pass);
    if (!level.length) continue;
    const inserted = await db
      .insert(units)
      .values(
        level.map((r) => ({
          pid: r.parentKey === null ? null : idByKey.get(r.parentKey)!,
          unitName: r.unitName,
          type: r.type,
          areaLevel: r.areaLevel,
          adcode: r.adcode,
          isJudicialBureau: r.isJudicialBureau,
          creditCode: r.creditCode,
          sort: r.sort,
          shortName: r.shortName,
          numberTemplate: r.numberTemplate,
        })),
      )
      .returning({ id: units.id });
    idsInOrder(inserted).forEach((id, i) => {
      idByKey.set(level[i]!.key, id);
    });
  }
  const id = (key: string) => {
    const found = idByKey.get(key);
    if (found === undefined) throw new Error(`seed: no unit ${key}`);
    return found;
  };
  return { rows: rows.map((r) => ({ ...r, id: id(r.key) })), id };
}

/** Every area code of the demo tree (for checks). */
export const demoAdcodes = (): string[] => allAreas().map((a) => a.adcode);
