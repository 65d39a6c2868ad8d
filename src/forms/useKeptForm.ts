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
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { tabKeyOf } from '../layouts/tabs/tabsModel';
import { sameInput } from './formInput';
import { dropKept, onKeptDropped, readKept, writeKept } from './keptForms';

/** What the hook uses of an Arco form instance (any of its type parameters). */
export interface KeepableForm<V> {
  getFieldsValue: () => Partial<V>;
  // Arco types the argument as a deep partial of the form's values: any of them is set here.
  setFieldsValue: (values: never) => void;
}

export interface KeptFormOptions<V, S = undefined> {
  /** Tells the page's forms apart ('contract', 'opinion', 'user:12'). */
  id: string;
  /**
   * What the form holds when nothing is kept: a new form's defaults, or the record loaded before the
   * form mounts. null: the record is loaded later and handed over with `load`.
   */
  initial: V | null;
  /** The values as kept (e.g. without uploads still running); the form's values by default. */
  toKept?: ((values: V) => V) | undefined;
  /** The input was let go from outside the page (the user left it or closed its tab): the side input to show again. */
  onDiscarded?: ((side: S | undefined) => void) | undefined;
}

/** What the form had when it was left: its values and the input beside it. */
export interface KeptInput<V, S> {
  values: V;
  side?: S | undefined;
}

export interface KeptFormApi<V, X, S> {
  /** The Form's initialValues: the kept input when there is some, else `initial`. */
  initialValues: V | undefined;
  /** The input beside the form as it was kept (restore it into the page's state), when restored at mount. */
  keptSide: S | undefined;
  /** The page state kept with the input (setExtra), as it was when the page was left. */
  keptExtra: X | undefined;
  /** When the form opened with input kept from before (ms since epoch), for a notice; else null. */
  restoredAt: number | null;
  /** Whether the input differs from what was loaded or saved last. */
  unsaved: boolean;
  /** The Form's onValuesChange. */
  onValuesChange: () => void;
  /**
   * The record loaded after the form mounted (initial null): fills the form with it, or with the
   * input kept over it; answers the input beside the form to show.
   */
  load: (values: V, side?: S) => S | undefined;
  /** Page state to keep with the input (the step shown, the draft now edited). */
  setExtra: (extra: X) => void;
  /** The input the page holds beside the form changed (files picked outside it): kept and compared too. */
  setSide: (side: S) => void;
  /** The server now holds these values (the form's by default): only input typed since is unsaved. */
  markSaved: (values?: V, side?: S) => void;
  /** Back to what was loaded or saved last, forgetting the kept input (answers the side input to show). */
  discard: () => S | undefined;
}

/** Sets every field the form has or `values` names to `values` (a field `values` lacks is cleared). */
function fillForm<V>(form: KeepableForm<V>, values: V) {
  const setValues = form.setFieldsValue as (values: Record<string, unknown>) => void;
  const current = form.getFieldsValue() as Record<string, unknown>;
  const next = values as Record<string, unknown>;
  const keys = new Set([...Object.keys(current), ...Object.keys(next)]);
  setValues(Object.fromEntries([...keys].map((k) => [k, next[k]])));
}

/**
 * Discards the form's input when the user lets its page go from outside (leaves it, closes its tab)
 * while it is unsaved and the form still mounted, then hands the side input to show to `onDiscarded`.
 */
function useDroppedOutside<S>(tabKey: string, unsaved: () => boolean, discard: () => S | undefined, onDiscarded: ((side: S | undefined) => void) | undefined) {
  const onSideDiscarded = useRef(onDiscarded);
  onSideDiscarded.current = onDiscarded;
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;
  useEffect(
    () =>
      onKeptDropped((tabKeys) => {
        if (!tabKeys.has(tabKey) || !unsavedNow.current()) return;
        const side = discard();
        onSideDiscarded.current?.(side);
      }),
    [tabKey, discard],
  );
}

/** A form's input kept until saved (see above). */
export function useKeptForm<V extends object, X = unknown, S = undefined>(
  form: KeepableForm<V>,
  options: KeptFormOptions<V, S>,
): KeptFormApi<V, X, S> {
  const { id, initial, toKept = (v: V) => v } = options;
  const { pathname, search } = useLocation();
  // The page the form belongs to, as the tab bar names it; fixed for the form's life.
  const [tabKey] = useState(() => tabKeyOf(pathname, search));
  const [found] = useState(() => readKept<KeptInput<V, S>, X>(tabKey, id));
  // Kept input over a form whose initial values are known now: restored at mount.
  const [kept] = useState(() => (found && initial !== null && !sameInput(found.values, { values: initial }) ? found : null));
  // Kept input goes over the first record loaded too (a form restored at mount whose draft loads after).
  const pending = useRef(found);
  const baseline = useRef<KeptInput<V, S> | null>(initial === null ? null : { values: initial });
  const extra = useRef<X | undefined>(found?.extra);
  const sideNow = useRef<S | undefined>(kept?.values.side);
  const [unsaved, setUnsaved] = useState(kept !== null);
  const [restoredAt, setRestoredAt] = useState(kept?.at ?? null);

  // The input last seen and whether it was unsaved: page state set later is kept with it.
  const lastInput = useRef<KeptInput<V, S> | null>(kept?.values ?? null);
  const unsavedNow = useRef(kept !== null);

  const check = useCallback(() => {
    const saved = baseline.current;
    if (!saved) return; // not loaded yet: nothing to compare with
    const input: KeptInput<V, S> = { values: toKept(form.getFieldsValue() as V), side: sideNow.current };
    const changed = !sameInput(input, saved);
    lastInput.current = input;
    unsavedNow.current = changed;
    if (changed) writeKept(tabKey, id, input, extra.current);
    else dropKept(tabKey, id);
    setUnsaved(changed);
    if (!changed) setRestoredAt(null);
  }, [form, tabKey, id, toKept]);

  const fill = useCallback((values: V) => fillForm(form, values), [form]);

  const load = useCallback(
    (values: V, loadedSide?: S): S | undefined => {
      baseline.current = { values, side: loadedSide };
      const restore = pending.current;
      pending.current = null;
      const over = restore && !sameInput(restore.values, baseline.current) ? restore : null;
      fill(over ? { ...values, ...over.values.values } : values);
      setRestoredAt(over ? over.at : null);
      const shownSide = over ? over.values.side : loadedSide;
      sideNow.current = shownSide;
      check();
      return shownSide;
    },
    [fill, check],
  );

  // Page state alone is not input: it is written beside the input while that is unsaved. (The form
  // may not be mounted yet, e.g. in a modal's portal: its values are not read here.)
  const setExtra = useCallback(
    (next: X) => {
      extra.current = next;
      if (unsavedNow.current && lastInput.current) writeKept(tabKey, id, lastInput.current, next);
    },
    [tabKey, id],
  );

  const setSide = useCallback(
    (next: S) => {
      sideNow.current = next;
      check();
    },
    [check],
  );

  const markSaved = useCallback(
    (values?: V, savedSide?: S) => {
      baseline.current = { values: values ?? toKept(form.getFieldsValue() as V), side: savedSide ?? sideNow.current };
      // Input typed while the save was on its way is still unsaved.
      check();
    },
    [form, toKept, check],
  );

  const discard = useCallback((): S | undefined => {
    const saved = baseline.current;
    if (!saved) return undefined;
    fill(saved.values);
    sideNow.current = saved.side;
    dropKept(tabKey, id);
    unsavedNow.current = false;
    setUnsaved(false);
    setRestoredAt(null);
    return saved.side;
  }, [fill, tabKey, id]);

  // The user let this page's input go (left it, closed its tab) while the form is still mounted.
  useDroppedOutside(tabKey, () => unsavedNow.current, discard, options.onDiscarded);

  return {
    initialValues: initial === null ? undefined : kept ? { ...initial, ...kept.values.values } : initial,
    keptSide: kept ? kept.values.side : undefined,
    keptExtra: found?.extra,
    restoredAt,
    unsaved,
    onValuesChange: check,
    load,
    setExtra,
    setSide,
    markSaved,
    discard,
  };
}
