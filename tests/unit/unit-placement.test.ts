/** Where a unit may sit (src/domain/unit-placement.ts): the rule the server enforces and the form offers. */
import { describe, expect, it } from 'vitest';
import { maySitUnder, typesUnder } from '../../src/domain/unit-placement';

describe('unit placement', () => {
  it('puts only areas at the root', () => {
    expect(typesUnder(null)).toEqual(['A']);
    expect(maySitUnder('U', null)).toBe(false);
  });

  it('lets areas hold areas, nodes and units; nodes hold nodes and units', () => {
    expect(typesUnder('A')).toEqual(['A', 'N', 'U']);
    expect(typesUnder('N')).toEqual(['N', 'U']);
  });

  it('puts departments only under units, and offices under departments or units', () => {
    expect(typesUnder('U')).toEqual(['D', 'O']);
    expect(typesUnder('D')).toEqual(['O']);
    expect(typesUnder('O')).toEqual([]);
    expect(maySitUnder('D', 'A')).toBe(false);
  });
});
