import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainInput, sameInput } from '../../src/forms/formInput';
import { MemoryStorage } from './support/memoryStorage';

describe('form input', () => {
  it('leaves out empty values and key order', () => {
    expect(plainInput({ b: 1, a: '', c: [], d: null, e: undefined, f: {}, g: [undefined, 'x'] })).toEqual({ b: 1, g: ['x'] });
    expect(sameInput({ name: '', tags: [] }, {})).toBe(true);
    expect(sameInput({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  it('tells typed input from none', () => {
    expect(sameInput({ name: '合同' }, { name: '' })).toBe(false);
    expect(sameInput({ amount: 0 }, {})).toBe(false);
    expect(sameInput({ flag: false }, {})).toBe(false);
    expect(sameInput({ parties: [{ role: 'B' }] }, { parties: [{ role: 'C' }] })).toBe(false);
  });

  it('does not keep a file being picked or a broken number', () => {
    expect(plainInput({ file: new Blob(['x']), n: Number.NaN })).toBeUndefined();
  });
});

describe('kept forms', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  type Kept = typeof import('../../src/forms/keptForms');
  type Token = typeof import('../../src/session/token');

  async function load(): Promise<{ kept: Kept; token: Token }> {
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session, addEventListener: () => undefined });
    vi.resetModules();
    const token = await import('../../src/session/token');
    const kept = await import('../../src/forms/keptForms');
    return { kept, token };
  }

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps input per page and form, and tells which pages have unsaved input', async () => {
    const { kept, token } = await load();
    token.setToken('token-of-clerk');
    kept.writeKept('/contract/step-register', 'contract', { name: '物业服务合同' }, { step: 2 });
    kept.writeKept('/project/step-project-register?id=4', 'project', { name: '项目' });
    expect(kept.readKept('/contract/step-register', 'contract')).toMatchObject({ values: { name: '物业服务合同' }, extra: { step: 2 } });
    expect(kept.readKept('/contract/step-register', 'other')).toBeNull();
    expect(kept.unsavedTabKeys()).toEqual(new Set(['/contract/step-register', '/project/step-project-register?id=4']));

    kept.dropKeptOfTabs(['/contract/step-register']);
    expect(kept.unsavedTabKeys()).toEqual(new Set(['/project/step-project-register?id=4']));
    kept.dropKeptExcept(['/contract/underway-manage']);
    expect(kept.unsavedTabKeys().size).toBe(0);
  });

  it('tells the forms still on screen that their input was let go', async () => {
    const { kept } = await load();
    const heard: string[][] = [];
    const stop = kept.onKeptDropped((keys) => heard.push([...keys]));
    kept.dropKeptOfTabs(['/contract/step-register']);
    stop();
    kept.dropKeptOfTabs(['/project/step-project-register']);
    expect(heard).toEqual([['/contract/step-register']]);
  });

  it('never shows one sign-in the input of another, and removes it when read', async () => {
    const { kept, token } = await load();
    token.setToken('token-of-clerk');
    kept.writeKept('/contract/step-register', 'contract', { name: '甲' });
    token.setToken('token-of-leader');
    expect(kept.unsavedTabKeys().size).toBe(0);
    expect(kept.readKept('/contract/step-register', 'contract')).toBeNull();
    token.setToken('token-of-clerk');
    expect(kept.readKept('/contract/step-register', 'contract')).toBeNull();
  });

  it('keeps an upload item without the bytes of the file being picked', async () => {
    const { kept, token } = await load();
    token.setToken('t');
    kept.writeKept('/x', 'f', { files: [{ uid: '1', name: 'a.pdf', originFile: new Blob(['%PDF']) }] });
    expect(kept.readKept('/x', 'f')?.values).toEqual({ files: [{ uid: '1', name: 'a.pdf' }] });
  });

  it('ignores what it cannot read', async () => {
    const { kept, token } = await load();
    token.setToken('t');
    session.setItem(kept.keptKey('/x', 'f'), '{not json');
    expect(kept.readKept('/x', 'f')).toBeNull();
    expect(kept.unsavedTabKeys().size).toBe(0);
  });
});
