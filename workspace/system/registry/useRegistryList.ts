/**
 * The state of a registry list page (seals, templates, lawyers, counterparts, company users): the
 * query with its filters and server paging, its SWR read, and the writes of a row (a toggle, a delete
 * after a confirmation) that say they are done and reload the page, or report their failure.
 */
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useState } from 'react';
import useSWR, { type Key } from 'swr';
import { reportFailure } from '../../../src/api/reportFailure';
import type { Page } from '../../../src/domain/envelope';
import { t } from '../../../src/i18n';

export type Paged<Q> = Q & { current: number; size: number };

export function useRegistryList<Q extends object, R>(
  keyOf: (query: Paged<Q>) => Key,
  read: (query: Paged<Q>) => Promise<Page<R>>,
  initial: Q,
  /** Another read a row's write changes (a count shown beside the list). */
  { alsoReload }: { alsoReload?: () => Promise<unknown> } = {},
) {
  const [query, setQuery] = useState<Paged<Q>>({ ...initial, current: 1, size: 10 });
  const { data, error, isLoading, mutate } = useSWR<Page<R>>(keyOf(query), () => read(query));

  /** The page's read, and the other read its writes change. */
  const reloadAll = () => Promise.all([mutate(), alsoReload?.()]);

  /** Applies filters, from the first page. */
  const filter = (patch: Partial<Q>) => setQuery((q) => ({ ...q, ...patch, current: 1 }));

  /** Runs a write of a row: its message when done and the page reloaded, or its failure reported. */
  const write = async (task: () => Promise<unknown>, done: string) => {
    try {
      await task();
      Message.success(done);
      await reloadAll();
    } catch (e) {
      reportFailure(e);
    }
  };

  /** Asks before a write (a red button when it is `danger`), then makes it. */
  const confirmWrite = ({ title, content, task, done, danger = false }: { title: string; content: string; task: () => Promise<unknown>; done: string; danger?: boolean }) =>
    Modal.confirm({ title, content, okButtonProps: danger ? { status: 'danger' } : {}, onOk: () => write(task, done) });

  /** Asks before a delete, then deletes. */
  const confirmDelete = ({ title, content, remove, done = t('registries.deleted') }: { title: string; content: string; remove: () => Promise<unknown>; done?: string }) =>
    confirmWrite({ title, content, task: remove, done, danger: true });

  const pagination = {
    total: data?.total ?? 0,
    current: query.current,
    pageSize: query.size,
    showTotal: true,
    sizeCanChange: true,
    onChange: (current: number, size: number) => setQuery((q) => ({ ...q, current, size })),
  };

  return { query, filter, data, error, isLoading, reload: () => void reloadAll(), write, confirmWrite, confirmDelete, pagination };
}

export type RegistryList<Q extends object, R> = ReturnType<typeof useRegistryList<Q, R>>;

/**
 * The add/edit form of a registry page: which row it is open for (null when closed), `open` to open
 * it, and the form's props: closing it, and once saved closing it and reloading the list.
 */
export function useFormTarget<T>(reload: () => unknown) {
  const [target, setTarget] = useState<T | null>(null);
  const form = {
    target,
    onClose: () => setTarget(null),
    onSaved: () => {
      setTarget(null);
      reload();
    },
  };
  return { open: setTarget, form };
}
