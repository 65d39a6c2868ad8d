/**
 * A template's clauses as a document: line breaks kept, each {{key}} shown as a highlighted mark with
 * its field's label, or the filled value when there is one.
 */
import type { TemplateField } from '../../src/domain/template';
import { splitBody } from '../../src/domain/template';
import './templates.css';

export interface TemplateTextProps {
  title?: string;
  body: string;
  fields: readonly TemplateField[];
  /** Rendered values by key (renderValue's texts); a key without one shows its label. */
  texts?: Readonly<Record<string, string>>;
  className?: string;
}

export function TemplateText({ title, body, fields, texts = {}, className }: TemplateTextProps) {
  const labels = new Map(fields.map((f) => [f.key, f.label]));
  return (
    // A template's name and clauses are its authors' text (data, kept as written in every language).
    <article className={`template-text ${className ?? ''}`} data-testid="template-text" translate="no">
      {title && <h2 className="template-text__title">{title}</h2>}
      <div className="template-text__body">
        {splitBody(body, texts).map((p, i) =>
          'text' in p ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
            <span key={i}>{p.text}</span>
          ) : (
            <mark
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
              key={i}
              className={p.value ? 'template-text__value' : 'template-text__slot'}
              data-key={p.key}
            >
              {p.value ?? `【${labels.get(p.key) ?? p.key}】`}
            </mark>
          ),
        )}
      </div>
    </article>
  );
}
