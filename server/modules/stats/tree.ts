/**
 * The unit tree in memory for the statistics (a few hundred rows, reloaded with the facts): names,
 * areas and their adcodes, subtrees, and which child region of an area a contract's area lies under.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { units } from '../../db/schema';

export interface TreeUnit {
  id: number;
  pid: number | null;
  name: string;
  type: string;
  areaLevel: string | null;
  adcode: string | null;
  sort: number;
}

export class UnitTree {
  private readonly byId = new Map<number, TreeUnit>();
  private readonly children = new Map<number, TreeUnit[]>();
  private readonly subtrees = new Map<number, ReadonlySet<number>>();
  /** The largest unit id (lookup tables by unit id are this long, plus one). */
  readonly maxId: number;

  constructor(rows: readonly TreeUnit[]) {
    let max = 0;
    for (const u of rows) {
      this.byId.set(u.id, u);
      max = Math.max(max, u.id);
    }
    this.maxId = max;
    for (const u of rows) {
      if (u.pid === null || !this.byId.has(u.pid)) continue;
      const list = this.children.get(u.pid) ?? [];
      list.push(u);
      this.children.set(u.pid, list);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  get(id: number): TreeUnit | undefined {
    return this.byId.get(id);
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** The unit and everything below it (memoized; the tree is immutable). */
  subtree(rootId: number): ReadonlySet<number> {
    let set = this.subtrees.get(rootId);
    if (!set) {
      const out = new Set<number>();
      const stack = this.byId.has(rootId) ? [rootId] : [];
      while (stack.length) {
        const id = stack.pop()!;
        if (out.has(id)) continue;
        out.add(id);
        for (const c of this.children.get(id) ?? []) stack.push(c.id);
      }
      set = out;
      this.subtrees.set(rootId, set);
    }
    return set;
  }

  /** The unit itself when it is an area, else its nearest area ancestor. */
  areaOf(id: number): TreeUnit | undefined {
    let u = this.byId.get(id);
    for (let guard = 0; u && guard < 64; guard++) {
      if (u.type === 'A') return u;
      u = u.pid === null ? undefined : this.byId.get(u.pid);
    }
    return undefined;
  }

  /** The first root area (the province of the demo tree): the context of an administrator's screens. */
  topArea(): TreeUnit | undefined {
    let best: TreeUnit | undefined;
    for (const u of this.byId.values()) {
      if (u.type !== 'A' || (u.pid !== null && this.byId.has(u.pid))) continue;
      if (!best || u.sort < best.sort || (u.sort === best.sort && u.id < best.id)) best = u;
    }
    return best;
  }

  /** The child regions (areas) of an area, in the tree's order. */
  childAreas(areaId: number): TreeUnit[] {
    return (this.children.get(areaId) ?? []).filter((c) => c.type === 'A');
  }

  /**
   * Which child region of `contextId` the area `areaId` lies in: the child's id, `contextId` itself
   * when the area is the context, or null when it lies elsewhere.
   */
  childRegionOf(contextId: number, areaId: number): number | null {
    let id: number | null = areaId;
    for (let guard = 0; id !== null && guard < 64; guard++) {
      if (id === contextId) return contextId;
      const u = this.byId.get(id);
      if (!u) return null;
      if (u.pid === contextId) return u.type === 'A' ? u.id : contextId;
      id = u.pid;
    }
    return null;
  }

  /** A unit's display name; departments and offices carry their unit's name first (杭州市财政局法规处). */
  displayName(id: number): string {
    const u = this.byId.get(id);
    if (!u) return String(id);
    if (u.type !== 'D' && u.type !== 'O') return u.name;
    let p = u.pid === null ? undefined : this.byId.get(u.pid);
    for (let guard = 0; p && (p.type === 'D' || p.type === 'O') && guard < 64; guard++) p = p.pid === null ? undefined : this.byId.get(p.pid);
    return p ? `${p.name}${u.name}` : u.name;
  }
}

export async function loadUnitTree(db: Db): Promise<UnitTree> {
  const rows = await db
    .select({
      id: units.id,
      pid: units.pid,
      name: units.unitName,
      type: units.type,
      areaLevel: units.areaLevel,
      adcode: units.adcode,
      sort: units.sort,
    })
    .from(units)
    .orderBy(asc(units.id));
  return new UnitTree(rows);
}
