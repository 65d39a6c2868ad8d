/**
 * The counterparts the contract form's pickers know by id (ContractForm.tsx): the hints of the initial
 * values at once (named before the lookup answers), then their full lookup rows; `resolve` does the
 * same for the parties of a main contract picked later.
 */
import { useEffect, useState } from 'react';
import { searchCounterparts } from '../../../src/api/contractRegister';
import type { CounterpartOption } from '../../../src/domain/contract-options';
import type { PartyHint } from './formModel';

const placeholderOf = (h: PartyHint): CounterpartOption => ({
  id: h.counterpartId,
  name: h.name,
  unifiedCreditCode: h.creditCode ?? '',
  legalRepresentative: '',
  creditRating: '',
  seriousDishonest: false,
});

/** The counterparts the pickers know by id: the hints at once, then their full lookup rows. */
export function useKnownCounterparts(hints: readonly PartyHint[]) {
  const [known, setKnown] = useState<ReadonlyMap<number, CounterpartOption>>(() => new Map(hints.map((h) => [h.counterpartId, placeholderOf(h)])));
  const add = (options: readonly CounterpartOption[]) =>
    setKnown((m) => {
      const next = new Map(m);
      for (const o of options) next.set(o.id, o);
      return next;
    });
  const resolve = (list: readonly PartyHint[]) => {
    add(list.map(placeholderOf));
    for (const h of list) {
      if (!h.creditCode) continue;
      void searchCounterparts({ keyword: h.creditCode, pageSize: 1 })
        .then((rows) => add(rows.filter((r) => r.id === h.counterpartId)))
        .catch(() => undefined);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial hints only; later ones come through resolve.
  useEffect(() => resolve(hints), []);
  return { known, add: (o: CounterpartOption) => add([o]), resolve };
}
