/**
 * Minutes for the generated collective decisions (server/seed/contracts/decisions.ts): every
 * decision record without minutes gets a file of its own — a files row named after its meeting
 * (局长办公会议纪要（2026-03-02）.pdf), uploaded by the leader who recorded it — in one statement, so
 * the large seed's tens of thousands of records cost a fraction of a second. The rows share one
 * stored PDF (generated demo content, in English: pdf-lib's standard fonts cover Latin text only):
 * the demo shows the minutes link and download working, not real minutes.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MEETING_KIND_TITLE } from '../../src/domain/decision';
import { type Db, queryRows } from '../db/client';
import { files } from '../db/schema';
import { createStorage } from '../storage/storage';
import type { ServerConfig } from '../config';
import { placeholderPdf } from './placeholder-pdf';

export const MINUTES_STORAGE_KEY = 'seed/decision-minutes';

/** The demo minutes document (built once per process). */
export const demoMinutesBytes = (): Promise<Uint8Array> =>
  placeholderPdf('Minutes of a collective decision meeting', [
    'Demo data. In the product, the unit leader uploads the signed minutes of the meeting',
    '(meeting kind, date, attendees, items discussed and the resolution) with the decision',
    'record of a major contract. The generated demo records all share this placeholder.',
  ]);

/** Gives every decision record without minutes a minutes file; answers how many it gave. */
export async function seedDecisionMinutes(db: Db, config: Pick<ServerConfig, 'filesDir' | 's3'>): Promise<number> {
  const [pending] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from decision_records where minutes_file_id is null`);
  if (!pending || Number(pending.n) === 0) return 0;
  const bytes = Buffer.from(await demoMinutesBytes());
  await createStorage(config).put(MINUTES_STORAGE_KEY, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const titles = sql.join(
    Object.entries(MEETING_KIND_TITLE).map(([kind, title]) => sql`(${kind}, ${title})`),
    sql`, `,
  );
  // One new file id per record (the CTE is materialised: nextval runs once per row), then the files
  // and the records' links in the same statement.
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`with recs as materialized (
          select r.id as rid, nextval(pg_get_serial_sequence('files', 'id')) as fid, r.recorded_by, r.recorded_unit_id, r.recorded_at,
                 coalesce(k.title, '会议') || '纪要（' || to_char(r.meeting_date, 'YYYY-MM-DD') || '）.pdf' as name
          from decision_records r left join (values ${titles}) as k(kind, title) on k.kind = r.kind
          where r.minutes_file_id is null
        ),
        added as (
          insert into files (id, file_name, mime, ext, size, sha256, storage_key, uploader_id, unit_id, ${sql.identifier(files.createTime.name)})
          select fid, name, 'application/pdf', 'pdf', ${bytes.length}, ${sha256}, ${MINUTES_STORAGE_KEY}, recorded_by, recorded_unit_id, recorded_at from recs
          returning id
        ),
        linked as (
          update decision_records d set minutes_file_id = recs.fid from recs where d.id = recs.rid returning d.id
        )
        select (select count(*) from added)::int as n`,
  );
  return Number(done?.n ?? 0);
}
