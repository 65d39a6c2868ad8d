// @vitest-environment jsdom
/**
 * replaceAddressQuery (src/router/paths.ts): a list writes its query into the address only while it
 * is the page there. A list whose chunk arrived after the user moved on (or kept alive in a hidden
 * tab) once wrote its own path over the page shown: the "every route" e2e landed back on the
 * red-code list after opening the contract templates.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { replaceAddressQuery } from '../../src/router/paths';

describe('replaceAddressQuery', () => {
  beforeEach(() => {
    window.location.hash = '#/contract/red-code-contract';
  });

  it('writes the query of the page in the address, without a history entry', () => {
    const before = window.history.length;
    replaceAddressQuery('/contract/red-code-contract', '?page=2');
    expect(window.location.hash).toBe('#/contract/red-code-contract?page=2');
    replaceAddressQuery('/contract/red-code-contract', '');
    expect(window.location.hash).toBe('#/contract/red-code-contract');
    expect(window.history.length).toBe(before);
  });

  it('leaves the address alone once another page is shown', () => {
    window.location.hash = '#/contract/contract-template';
    replaceAddressQuery('/contract/red-code-contract', '?page=2');
    expect(window.location.hash).toBe('#/contract/contract-template');
    window.location.hash = '#/contract/contract-template?x=1';
    replaceAddressQuery('/contract/red-code-contract', '');
    expect(window.location.hash).toBe('#/contract/contract-template?x=1');
  });
});
