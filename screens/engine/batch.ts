/**
 * One refresh's batch with refusals (pure apart from the call it is given): a member the server
 * refuses (code 501 whose field paths name its position) fails alone and the others are asked again;
 * any other failure fails every member with its message.
 */
import { isApiFailure } from '../../src/api/ApiFailure';
import { ApiCode } from '../../src/domain/envelope';
import type { StatsResult } from '../../src/domain/stats';
import { t } from '../../src/i18n';

export type StatsAnswer = { ok: true; result: StatsResult } | { ok: false; message: string };

/** The positions (in the list sent) a 501 answer names: fields like `body.queries.3.groupBy`. */
export function refusedPositions(error: unknown, listName: 'queries' | 'widgets'): number[] {
  if (!isApiFailure(error) || error.code !== ApiCode.invalid) return [];
  const fields = (error.result as { fields?: { path?: unknown }[] } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  const out = new Set<number>();
  const re = new RegExp(`(?:^|\\.)${listName}\\.(\\d+)(?:\\.|$)`);
  for (const f of fields) {
    const m = typeof f.path === 'string' ? re.exec(f.path) : null;
    if (m) out.add(Number(m[1]));
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Runs a batch; when it is refused for some of its members, those fail alone and the others are
 * asked again (at most `rounds` times). Any other failure fails every member with its message.
 */
export async function batchWithRefusals<Q>(
  items: readonly Q[],
  run: (items: readonly Q[]) => Promise<StatsResult[]>,
  listName: 'queries' | 'widgets',
  rounds = 3,
): Promise<StatsAnswer[]> {
  const answers: (StatsAnswer | undefined)[] = new Array(items.length).fill(undefined);
  let pending = items.map((item, at) => ({ item, at }));
  for (let round = 0; round <= rounds && pending.length > 0; round++) {
    try {
      const results = await run(pending.map((p) => p.item));
      pending.forEach((p, n) => {
        const result = results[n];
        answers[p.at] = result ? { ok: true, result } : { ok: false, message: t('screens.error') };
      });
      pending = [];
    } catch (error) {
      const refused = refusedPositions(error, listName).filter((n) => n < pending.length);
      if (refused.length === 0 || round === rounds) {
        const message = isApiFailure(error) ? error.message : t('screens.error');
        for (const p of pending) answers[p.at] = { ok: false, message };
        pending = [];
        break;
      }
      for (const n of refused) answers[pending[n]!.at] = { ok: false, message: t('screens.refused') };
      pending = pending.filter((_, n) => !refused.includes(n));
    }
  }
  return answers.map((a) => a ?? { ok: false, message: t('screens.error') });
}
