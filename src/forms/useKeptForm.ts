/**
 * Keeps a long form's unsaved input across tab switches, route changes and reloads (keptForms.ts):
 * the form opens with the kept input when there is some, every change is kept while the input
 * differs from what the server holds, and a save (markSaved) or a discard forgets it.
 *
 *   const kept = useKeptForm(form, { id: 'contract', initial });
 *   <Form form={form} initialValues={kept.initialValues} onValuesChange={kept.onValuesChange}>
 *
 * Arco's store calls onValuesChange for the user's input and for setFieldsValue alike, so values
 * the page sets itself (a prefill) are kept too.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { tabKeyOf } from '../layouts/tabs/tabsModel';
import { sameInput } from './formInput';
import { dropKept, readKept, writeKept } from './keptForms';

/** What the hook uses of an Arco form instance (any of its type parameters). */
export interface KeepableForm<V> {
  getFieldsValue: () => Partial<V>;
  // Arco types the argument as a deep partial of the form's values: any of them is set here.
  setFieldsValue: (values: never) => void;
}

export interface KeptFormOptions<V> {
  /** Tells the page's forms apart ('contract', 'opinion', 'user:12'). */
  id: string;
  /** What the form holds when nothing is kept: the loaded record, or a new form's defaults. */
  initial: V;
  /** The values as kept (e.g. without uploads still running); the form's values by default. */
  toKept?: ((values: V) => V) | undefined;
}

export interface KeptFormApi<V, X> {
  /** The Form's initialValues: the kept input when there is some, else `initial`. */
  initialValues: V;
  /** The page state kept with the input (setExtra), as it was when the page was left. */
  keptExtra: X | undefined;
  /** When the form opened with input kept from before (ms since epoch), for a notice; else null. */
  restoredAt: number | null;
  /** Whether the input differs from what was loaded or saved last. */
  unsaved: boolean;
  /** The Form's onValuesChange. */
  onValuesChange: () => void;
  /** Page state to keep with the input (the step shown, the draft now edited). */
  setExtra: (extra: X) => void;
  /** The server now holds these values (the form's by default): only input typed since is unsaved. */
  markSaved: (values?: V) => void;
  /** Back to what was loaded or saved last, forgetting the kept input. */
  discard: () => void;
}

export function useKeptForm<V extends object, X = unknown>(form: KeepableForm<V>, options: KeptFormOptions<V>): KeptFormApi<V, X> {
  const { id, initial, toKept = (v: V) => v } = options;
  const { pathname, search } = useLocation();
  // The page the form belongs to, as the tab bar names it; fixed for the form's life.
  const [tabKey] = useState(() => tabKeyOf(pathname, search));
  const [kept] = useState(() => {
    const found = readKept<V, X>(tabKey, id);
    return found && !sameInput(found.values, initial) ? found : null;
  });
  const baseline = useRef<V>(initial);
  const extra = useRef<X | undefined>(kept?.extra);
  const [unsaved, setUnsaved] = useState(kept !== null);
  const [restoredAt, setRestoredAt] = useState(kept?.at ?? null);

  const check = useCallback(() => {
    const values = toKept(form.getFieldsValue() as V);
    const changed = !sameInput(values, baseline.current);
    if (changed) writeKept(tabKey, id, values, extra.current);
    else dropKept(tabKey, id);
    setUnsaved(changed);
    if (!changed) setRestoredAt(null);
  }, [form, tabKey, id, toKept]);

  const setExtra = useCallback(
    (next: X) => {
      extra.current = next;
      check();
    },
    [check],
  );

  const markSaved = useCallback(
    (values?: V) => {
      baseline.current = values ?? toKept(form.getFieldsValue() as V);
      // Input typed while the save was on its way is still unsaved.
      check();
    },
    [form, toKept, check],
  );

  const discard = useCallback(() => {
    const current = form.getFieldsValue() as Record<string, unknown>;
    const saved = baseline.current as Record<string, unknown>;
    const keys = new Set([...Object.keys(current), ...Object.keys(saved)]);
    (form.setFieldsValue as (values: Record<string, unknown>) => void)(Object.fromEntries([...keys].map((k) => [k, saved[k]])));
    dropKept(tabKey, id);
    setUnsaved(false);
    setRestoredAt(null);
  }, [form, tabKey, id]);

  return {
    initialValues: kept ? { ...initial, ...kept.values } : initial,
    keptExtra: kept?.extra,
    restoredAt,
    unsaved,
    onValuesChange: check,
    setExtra,
    markSaved,
    discard,
  };
}
