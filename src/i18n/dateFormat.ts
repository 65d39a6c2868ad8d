/**
 * Date formatters by language and options, made once: a new Intl.DateTimeFormat costs tens of
 * microseconds, and the first one of a page loads the locale's data (a wall's clock made one a second,
 * its month axes one per label).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}
