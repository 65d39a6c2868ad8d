/**
 * Export and import of a screen body as a JSON file (docs/api/screens.md). Export writes the body
 * as it is stored; import parses the text and validates it with screenBodySchema (strict: unknown
 * keys are refused, so a file can carry nothing but the screen's plain values). A refused file
 * changes nothing: its field errors (paths under `json.`) come back with code 501.
 */
import { ApiCode } from '../../../src/domain/envelope';
import { type ScreenBody, screenBodySchema } from '../../../src/domain/screen';
import { ApiError } from '../../http/errors';

/** At most this many field errors are reported for one file. */
const MAX_FIELDS = 50;

/** The attachment's name: `view-index-v3.json` for version 3 of /view-index. */
export const exportFileName = (route: string, version: number): string =>
  `${route.replace(/^\/+/, '').replaceAll('/', '-')}-v${version}.json`;

export const exportText = (body: ScreenBody): string => `${JSON.stringify(body, null, 2)}\n`;

/** The body an imported file holds, or a 501 naming every problem (paths like `json.widgets.2.w`). */
export function parseImport(text: string): ScreenBody {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new ApiError(ApiCode.invalid, 'screenImportNotJson', {}, {
      fields: [{ path: 'json', message: `not valid JSON: ${(err as Error).message}` }],
    });
  }
  const parsed = screenBodySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.slice(0, MAX_FIELDS).map((i) => ({
    path: ['json', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  throw new ApiError(ApiCode.invalid, 'screenImportInvalid', { count: parsed.error.issues.length }, { fields });
}
