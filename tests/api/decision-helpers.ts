/**
 * The collective decision of a major contract, for every API test that drives one through its
 * decision step (docs/api/contract-decision.md): the leader uploads the meeting minutes and records
 * the meeting with contract/decide. One helper, so every test decides the way the product does.
 */
import { isoDate, todayDay } from '../../src/domain/calendar';
import type { ContractDecideInput, DecideResult } from '../../src/domain/decision';
import type { FileMeta } from '../../src/domain/system';
import type { Reply, TestServer } from './harness';

/** A small real PDF (the upload checks the content against the extension). */
export const MINUTES_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads the minutes as the token's user; answers the file id. */
export async function uploadMinutes(s: TestServer, token: string, name = '局长办公会议纪要.pdf'): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([MINUTES_PDF], { type: 'application/pdf' }), name);
  const r = await s.call<FileMeta>('POST', 'sys_files/uploadFile', { token, body: form });
  if (r.body.code !== 200) throw new Error(`uploading the minutes: ${r.body.message}`);
  return r.body.result.fileId;
}

/** A meeting record that passes the contract (today, three attendees); `over` changes any field. */
export const meetingRecord = (over: Partial<ContractDecideInput> = {}): Omit<ContractDecideInput, 'id' | 'version' | 'minutesFileId'> &
  Partial<ContractDecideInput> => ({
  kind: 'bureauChief',
  meetingDate: isoDate(todayDay()),
  attendees: ['张国强', '李明华', '王建国'],
  resolution: 'passed',
  ...over,
});

/**
 * Records the collective decision of a contract at the decision step as the token's user (a leader
 * of its unit): uploads fresh minutes unless `over.minutesFileId` names a file, then contract/decide
 * at `version`. Answers the reply, for the caller to check.
 */
export async function recordDecision(
  s: TestServer,
  token: string,
  contract: { id: number; version: number },
  over: Partial<ContractDecideInput> = {},
): Promise<Reply<DecideResult>> {
  const minutesFileId = over.minutesFileId ?? (await uploadMinutes(s, token));
  return s.call<DecideResult>('POST', 'contract/decide', {
    token,
    body: { ...meetingRecord(over), id: contract.id, version: contract.version, minutesFileId },
  });
}
