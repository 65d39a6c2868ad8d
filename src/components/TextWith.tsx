/**
 * A translated text with elements in its placeholders: t() leaves a placeholder it was not given as
 * `{name}`, and this puts the element there (e.g. a person's name marked translate="no", user data).
 *
 *   <TextWith text={t('workplace.greeting', { greeting })} nodes={{ name: <span translate="no">{name}</span> }} />
 */
import { Fragment, type ReactNode } from 'react';

export function TextWith({ text, nodes }: { text: string; nodes: Readonly<Record<string, ReactNode>> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts are placeholder names (split keeps the capture group).
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
        <Fragment key={i}>{i % 2 === 1 ? (Object.hasOwn(nodes, part) ? nodes[part] : `{${part}}`) : part}</Fragment>,
      )}
    </>
  );
}
