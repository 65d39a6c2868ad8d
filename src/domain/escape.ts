/**
 * Everything a user typed is text, never markup (ARCHITECTURE.md section 3, security model). The one place where text
 * is escaped for the few sinks that take markup: HTML strings (ECharts tooltips, through
 * screens/widgets/safeOption.ts), XML text (the .docx builder on the server), ECharts rich-text labels,
 * and the links built from stored data (menu paths, message links). Pure: imported by the server and
 * every front end; imports nothing.
 *
 * React text nodes and attributes need none of this (React escapes them); use these only where a
 * string is handed to something that parses it.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SPECIAL = /[&<>"']/g;

/**
 * The text as HTML (or XML) character data or a quoted attribute value: & < > " ' become entities.
 * `&#39;` rather than `&apos;` so it also holds in HTML 4 parsers; both are valid XML. null and
 * undefined read as ''; anything else is written as String(value).
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c]!);
}

/**
 * User text inside an ECharts (zrender) rich-text label, whose markup is `{styleName|text}`
 * (zrender's parser: /\{([a-zA-Z0-9_]+)\|([^}]*)\}/). zrender has no escape syntax, so the braces are
 * replaced with their full-width forms, U+FF5B '｛' and U+FF5D '｝': they read the same to a person
 * and the parser ignores them, so a name like `{v|x}` or `a}b` can neither open a styled run nor end
 * the one it is put in. A '|' is only markup right after `{name`, which no longer occurs, so it stays.
 * Line breaks stay too (a label may wrap). Wrap every piece of data put in a formatter of a label that
 * has `rich` styles, numbers included (the source scan in tests/unit/escape.test.ts checks it).
 */
export function richText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replaceAll('{', '\uFF5B').replaceAll('}', '\uFF5D');
}

/** Whitespace, a backslash or a control character: a browser strips or rewrites those in a URL. */
const hasUnsafeChar = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x21 || (code >= 0x7f && code <= 0x9f) || code === 0x5c || /\s/.test(s.charAt(i))) return true;
  }
  return false;
};

/**
 * A link from stored data (a menu path, a message link) as something safe to follow, or null:
 * `{ kind: 'route', path }` for an in-app route ('/contract/detail?id=1'; a hash link '#/x' counts as
 * its route), `{ kind: 'external', url }` for an absolute http(s) URL. Anything else (javascript:,
 * data:, vbscript:, protocol-relative '//host', backslashes, whitespace that a browser would strip and
 * so join into a scheme) is null: not rendered as a link and not navigated to.
 */
export type SafeLink = { kind: 'route'; path: string } | { kind: 'external'; url: string };

export function safeLink(raw: string | null | undefined): SafeLink | null {
  if (typeof raw !== 'string') return null;
  const link = raw.startsWith('#/') ? raw.slice(1) : raw;
  if (hasUnsafeChar(link)) return null;
  // An in-app route: '/' and not a second '/' (that would be another host, '//host').
  if (link.startsWith('/')) return link.startsWith('//') ? null : { kind: 'route', path: link };
  if (!/^https?:\/\/./i.test(link)) return null;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host ? { kind: 'external', url: link } : null;
  } catch {
    return null;
  }
}

/** The in-app route of a stored link, or null when it is not one (see safeLink). */
export function appRoute(raw: string | null | undefined): string | null {
  const link = safeLink(raw);
  return link?.kind === 'route' ? link.path : null;
}
