/**
 * Who may read a file (server/modules/file-access.ts): download, preview and getListByIds answer a
 * file only to its uploader and to the readers of what it belongs to (a contract's records within the
 * contract data scope, matters, projects, templates, seals, the operation manual); anyone else gets
 * HTTP 403 on download and preview and does not find the id in getListByIds. Every demo account signs
 * in on its own base and calls the files of that base with the access_token header.
 */
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractFiles,
  contractParties,
  counterparts,
  contracts,
  contractTemplates,
  files,
  filingConditions,
  filings,
  matters,
  performanceRecords,
  projects,
  seals,
  statusHistory,
  supervisionRecords,
  sysConfig,
  units,
  users,
} from '../../server/db/schema';
import { descendantIds } from '../../server/http/unit-tree';
import type { FileMeta } from '../../src/domain/system';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const ACCOUNTS = ['admin', 'clerk', 'reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer'] as const;
type Account = (typeof ACCOUNTS)[number];
const BASE: Record<Account, string> = {
  admin: '/api/admin',
  clerk: '/api/admin',
  reviewer: '/api/admin',
  leader: '/api/admin',
  bureau: '/api/admin',
  county: '/api/admin',
  company: '/api/company',
  lawyer: '/api/lawyer',
};

let s: TestServer;
const token = {} as Record<Account, string>;
const userId = {} as Record<Account, number>;
let pdf: Buffer;
let unitOf: (name: string) => Promise<number>;

/** Signs in on the account's own base (sessions belong to one base). */
async function login(account: Account): Promise<string> {
  const r = await s.call<{ token: string }>('POST', `${BASE[account]}/admin_sys_user/login`, {
    query: { username: account, password: DEMO_PASSWORD },
  });
  if (r.body.code !== 200) throw new Error(`login ${account}: ${r.body.message}`);
  return r.body.result.token;
}

/** Uploads a file as the account and answers its id (a PNG unless a PDF is asked for). */
async function upload(account: Account, name = 'evidence.png'): Promise<number> {
  const bytes = name.endsWith('.pdf') ? pdf : PNG_1X1;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const r = await s.call<FileMeta>('POST', `${BASE[account]}/sys_files/uploadFile`, { token: token[account], body: form });
  if (r.body.code !== 200) throw new Error(`upload: ${r.body.message}`);
  return r.body.result.fileId;
}

const get = (account: Account, path: string, query?: Record<string, string>) =>
  s.call<FileMeta[]>('GET', `${BASE[account]}/${path}`, { token: token[account], ...(query ? { query } : {}) });

/** What the account gets for a file: download and preview status, and whether getListByIds lists it. */
async function access(account: Account, fileId: number): Promise<{ download: number; preview: number; listed: boolean }> {
  const download = await fetch(new URL(`${BASE[account]}/sys_files/downloadFile/${fileId}`, s.url), {
    headers: { access_token: token[account] },
  });
  await download.arrayBuffer();
  const preview = await fetch(new URL(`${BASE[account]}/sys_files/previewFile/${fileId}`, s.url), {
    headers: { access_token: token[account] },
  });
  await preview.arrayBuffer();
  const list = await get(account, 'sys_files/getListByIds', { ids: String(fileId) });
  expect(list.body.code).toBe(200);
  return { download: download.status, preview: preview.status, listed: list.body.result.some((f) => f.fileId === fileId) };
}

async function expectReads(accounts: readonly Account[], fileId: number): Promise<void> {
  for (const a of accounts) expect(await access(a, fileId), `${a} reads file ${fileId}`).toEqual({ download: 200, preview: 200, listed: true });
}

async function expectRefused(accounts: readonly Account[], fileId: number): Promise<void> {
  for (const a of accounts) {
    expect(await access(a, fileId), `${a} is refused file ${fileId}`).toEqual({ download: 403, preview: 403, listed: false });
    const r = await get(a, `sys_files/downloadFile/${fileId}`);
    expect(r.body.code, a).toBe(403);
    expect(r.body.message, a).not.toBe('');
  }
}

/** Links a file to a contract as an attachment. */
const attach = (contractId: number, fileId: number, kind = 'evidence') =>
  s.db.insert(contractFiles).values({ contractId, fileId, kind, createdBy: userId.admin });

/** The first contract matching the condition. */
async function contractWhere(where: ReturnType<typeof and>): Promise<typeof contracts.$inferSelect> {
  const [c] = await s.db.select().from(contracts).where(where).orderBy(contracts.id).limit(1);
  if (!c) throw new Error('no such demo contract');
  return c;
}

beforeAll(async () => {
  s = await startTestServer();
  pdf = Buffer.from(await (await PDFDocument.create()).save());
  for (const a of ACCOUNTS) token[a] = await login(a);
  const rows = await s.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...ACCOUNTS]));
  for (const r of rows) userId[r.username as Account] = r.id;
  unitOf = async (name) => {
    const [u] = await s.db.select({ id: units.id }).from(units).where(eq(units.unitName, name)).limit(1);
    if (!u) throw new Error(`no unit ${name}`);
    return u.id;
  };
});

afterAll(async () => {
  await s?.close();
});

describe('files: who may read them', () => {
  let finance: number;
  let transport: number;
  let financeContract: typeof contracts.$inferSelect;

  beforeAll(async () => {
    finance = await unitOf('杭州市财政局');
    transport = await unitOf('杭州市交通运输局');
    // A finance bureau contract the company is no party to.
    financeContract = await contractWhere(
      and(
        eq(contracts.unitId, finance),
        notExists(
          s.db
            .select({ one: sql`1` })
            .from(contractParties)
            .innerJoin(users, eq(users.counterpartId, contractParties.counterpartId))
            .where(and(eq(contractParties.contractId, contracts.id), eq(users.username, 'company'))),
        ),
      ),
    );
  });

  it('the uploader reads a fresh upload; nobody else does until it is attached', async () => {
    const id = await upload('clerk');
    await expectReads(['clerk'], id);
    await expectRefused(['reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer'], id);
    // Counterpart users and advisers read their own uploads on their base too.
    await expectReads(['company'], await upload('company'));
    await expectReads(['lawyer'], await upload('lawyer'));
  });

  it("a contract's attachment: colleagues of the unit scope, the city bureau and the admin; not another unit, the county, the company or the lawyer", async () => {
    const id = await upload('clerk');
    await attach(financeContract.id, id, 'draft');
    await expectReads(['clerk', 'reviewer', 'leader', 'bureau', 'admin'], id);
    await expectRefused(['county', 'lawyer', 'company'], id);

    // Another unit's contract: the finance bureau's staff are refused.
    const other = await contractWhere(eq(contracts.unitId, transport));
    const otherFile = await upload('admin');
    await attach(other.id, otherFile);
    await expectRefused(['reviewer', 'leader'], otherFile);
    await expectReads(['admin', 'bureau'], otherFile);
  });

  it('getListByIds answers the readable ids in the order asked and leaves out the others like unknown ids', async () => {
    const mine = await upload('reviewer');
    const attached = await upload('admin');
    await attach(financeContract.id, attached);
    const foreign = await upload('admin');
    const r = await get('reviewer', 'sys_files/getListByIds', { ids: `${foreign},${attached},999999,${mine},${attached}` });
    expect(r.body.code).toBe(200);
    expect(r.body.result.map((f) => f.fileId)).toEqual([attached, mine]);
    const company = await get('company', 'sys_files/getListByIds', { ids: `${foreign},${attached},${mine}` });
    expect(company.body.result).toEqual([]);
  });

  it('company reads the files of contracts its counterpart is party to, and not the internal ones', async () => {
    const [me] = await s.db.select({ counterpartId: users.counterpartId }).from(users).where(eq(users.id, userId.company));
    const [mine] = await s.db
      .select({ contractId: contractParties.contractId })
      .from(contractParties)
      .where(eq(contractParties.counterpartId, me!.counterpartId!))
      .orderBy(contractParties.contractId)
      .limit(1);
    expect(mine, 'a demo contract of the company').toBeDefined();
    const contractId = mine!.contractId;
    const [attachment, performance, supervision, history, condition] = [
      await upload('clerk'),
      await upload('clerk'),
      await upload('bureau'),
      await upload('clerk'),
      await upload('clerk'),
    ];
    await attach(contractId, attachment, 'signedScan');
    await s.db.insert(performanceRecords).values({ contractId, kind: 'document', title: '验收单', fileIds: [performance] });
    await s.db.insert(supervisionRecords).values({ contractId, userId: userId.bureau, kind: 'inspection', content: '检查', fileIds: [supervision] });
    await s.db.insert(statusHistory).values({ contractId, action: 'pass', toStatus: 'signed', fileIds: [history] });
    const [filing] = await s.db.insert(filings).values({ contractId, submittedBy: userId.admin }).returning();
    await s.db
      .insert(filingConditions)
      .values({ filingId: filing!.id, contractId, description: '补正', deadline: '2030-01-01', fileIds: [condition] });

    await expectReads(['company', 'admin'], attachment);
    await expectReads(['company', 'admin'], performance);
    // contract/detail shows a party neither supervision, filing conditions nor history attachments.
    await expectRefused(['company'], supervision);
    await expectRefused(['company'], history);
    await expectRefused(['company'], condition);
    await expectReads(['admin'], supervision);
    await expectReads(['admin'], condition);

    // A contract the company is no party to.
    const other = await contractWhere(
      notExists(
        s.db
          .select({ one: sql`1` })
          .from(contractParties)
          .where(and(eq(contractParties.contractId, contracts.id), eq(contractParties.counterpartId, me!.counterpartId!))),
      ),
    );
    const otherFile = await upload('admin');
    await attach(other.id, otherFile);
    await expectRefused(['company'], otherFile);
  });

  it('lawyer reads the files of a contract with a matter assigned to them, and not of others', async () => {
    const c = await contractWhere(and(eq(contracts.unitId, finance), ne(contracts.id, financeContract.id)));
    const [question, opinion, attachment, elsewhere] = [
      await upload('clerk', 'question.pdf'),
      await upload('admin', 'opinion.pdf'),
      await upload('clerk'),
      await upload('clerk'),
    ];
    await expectRefused(['lawyer'], attachment);
    await s.db.insert(matters).values({
      contractId: c.id,
      kind: 'seekReply',
      title: '征求意见',
      submitterId: userId.clerk,
      submitUnitId: finance,
      handlerUserId: userId.lawyer,
      fileIds: [question],
      opinionFileIds: [opinion],
    });
    await attach(c.id, attachment);
    await expectReads(['lawyer'], question);
    await expectReads(['lawyer'], opinion);
    await expectReads(['lawyer'], attachment);
    const history = await upload('admin');
    await s.db.insert(statusHistory).values({ contractId: c.id, action: 'pass', toStatus: c.status, fileIds: [history] });
    await expectReads(['lawyer'], history);
    // The supervision record stays the staff's; a contract without the lawyer's matter is out of reach.
    const supervision = await upload('admin');
    await s.db.insert(supervisionRecords).values({ contractId: c.id, userId: userId.admin, kind: 'inspection', content: '检查', fileIds: [supervision] });
    await expectRefused(['lawyer'], supervision);
    const other = await contractWhere(
      notExists(
        s.db
          .select({ one: sql`1` })
          .from(matters)
          .where(and(eq(matters.contractId, contracts.id), eq(matters.handlerUserId, userId.lawyer))),
      ),
    );
    await attach(other.id, elsewhere);
    await expectRefused(['lawyer'], elsewhere);
  });

  it("a matter's files reach whoever it concerns, even outside their contract scope", async () => {
    const c = await contractWhere(eq(contracts.unitId, transport));
    const [question, attachment] = [await upload('clerk', 'question.pdf'), await upload('clerk')];
    await attach(c.id, attachment);
    await s.db.insert(matters).values({
      contractId: c.id,
      kind: 'seekReply',
      title: '征求意见',
      submitterId: userId.clerk,
      submitUnitId: transport,
      handlerUserId: userId.reviewer,
      fileIds: [question],
    });
    await expectReads(['reviewer'], question);
    // The matter, not the whole contract: its attachments stay out of reach.
    await expectRefused(['reviewer', 'leader', 'company'], attachment);
    await expectRefused(['leader', 'company'], question);
  });

  it('bureau and county read within their area and not outside it', async () => {
    const xihu = await unitOf('西湖区');
    const hangzhou = await unitOf('杭州市');
    const xihuUnits = await descendantIds(s.db, [xihu]);
    const hangzhouUnits = await descendantIds(s.db, [hangzhou]);
    const inCounty = await contractWhere(and(inArray(contracts.unitId, xihuUnits), isNull(contracts.parentId)));
    const inCity = financeContract;
    const outside = await contractWhere(
      and(
        sql`${contracts.unitId} not in ${hangzhouUnits}`,
        sql`coalesce(${contracts.areaId}, 0) not in ${hangzhouUnits}`,
        sql`coalesce(${contracts.bureauUnitId}, 0) not in ${hangzhouUnits}`,
      ),
    );
    const [a, b, c] = [await upload('admin'), await upload('admin'), await upload('admin')];
    await attach(inCounty.id, a);
    await attach(inCity.id, b);
    await attach(outside.id, c);
    await expectReads(['county', 'bureau', 'admin'], a);
    await expectReads(['bureau'], b);
    await expectRefused(['county'], b);
    await expectRefused(['county', 'bureau'], c);
    await expectReads(['admin'], c);
  });

  it('project files: the project readers of the unit scope and the bureau; not counterparts, advisers or other areas', async () => {
    const id = await upload('admin', 'plan.pdf');
    await expectRefused(['reviewer'], id);
    await s.db
      .insert(projects)
      .values({ code: 'TEST-FILE-ACCESS-1', name: '文件权限测试项目', unitId: finance, areaId: await unitOf('杭州市'), fileIds: [id] });
    await expectReads(['clerk', 'reviewer', 'leader', 'bureau', 'admin'], id);
    await expectRefused(['county', 'company', 'lawyer'], id);
  });

  it('template file: template managers and drafting staff (enabled templates only); not counterparts or advisers', async () => {
    const id = await upload('admin', 'template.pdf');
    const [t] = await s.db
      .insert(contractTemplates)
      .values({ name: '文件权限测试模板', fileId: id, body: '正文', enabled: true })
      .returning();
    await expectReads(['admin', 'clerk', 'reviewer', 'bureau', 'county'], id);
    await expectRefused(['company', 'lawyer'], id);
    await s.db.update(contractTemplates).set({ enabled: false }).where(eq(contractTemplates.id, t!.id));
    await expectReads(['admin'], id);
    await expectRefused(['clerk', 'reviewer'], id);
  });

  it("seal image: the seal registry in scope and the signers for the seal's unit; nobody else", async () => {
    const id = await upload('admin', 'seal.png');
    const [seal] = await s.db.select().from(seals).where(and(eq(seals.unitId, finance), eq(seals.enabled, true))).limit(1);
    await s.db.update(seals).set({ imageFileId: id }).where(eq(seals.id, seal!.id));
    // clerk signs for the finance bureau (contract.add and contract.edit): contract/signInfo offers its seals.
    await expectReads(['admin', 'clerk'], id);
    await expectRefused(['reviewer', 'leader', 'bureau', 'county', 'company', 'lawyer'], id);
    await s.db.update(seals).set({ enabled: false }).where(eq(seals.id, seal!.id));
    await expectRefused(['clerk'], id);
    await expectReads(['admin'], id);
    await s.db.update(seals).set({ enabled: true }).where(eq(seals.id, seal!.id));
  });

  it('the operation manual: every signed-in user', async () => {
    const [entry] = await s.db.select().from(sysConfig).where(eq(sysConfig.key, 'operationBookFileId'));
    const id = Number(entry!.value);
    expect(id).toBeGreaterThan(0);
    await expectReads(ACCOUNTS, id);
  });

  it('a deleted file stays refused: fileDeleted for its readers, 403 for the others, listed only to readers', async () => {
    const id = await upload('clerk');
    await attach(financeContract.id, id);
    await s.db.update(files).set({ isDel: true }).where(eq(files.id, id));
    for (const a of ['clerk', 'reviewer'] as const) {
      const r = await get(a, `sys_files/downloadFile/${id}`);
      expect(r.body.code, a).toBe(500);
      const listed = await get(a, 'sys_files/getListByIds', { ids: String(id) });
      expect(listed.body.result.map((f) => [f.fileId, f.isDel])).toEqual([[id, true]]);
    }
    const refused = await get('county', `sys_files/downloadFile/${id}`);
    expect(refused.status).toBe(403);
    expect((await get('county', 'sys_files/getListByIds', { ids: String(id) })).body.result).toEqual([]);
  });

  // How fast is the benchmarks' business (npm run bench*), not a timed test's on a shared machine.
  it('answers a long list (200 ids) in one call', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const r = await get('reviewer', 'sys_files/getListByIds', { ids: ids.join(',') });
    expect(r.body.code).toBe(200);
    const manual = Number((await s.db.select().from(sysConfig).where(eq(sysConfig.key, 'operationBookFileId')))[0]!.value);
    expect(r.body.result.some((f) => f.fileId === manual)).toBe(true);
  });
});

describe('files: what a caller may attach', () => {
  it("refuses to keep another's file with one's own record, on every write path (an id is easy to guess); one's own upload is kept", async () => {
    const foreign = await upload('county'); // the county's fresh upload: not readable by the clerk
    const own = await upload('clerk');
    const project = (fileIds: number[]) =>
      s.call<{ id: number }>('POST', '/api/admin/project/register', { token: token.clerk, body: { name: '附件测试项目', category: 'procurementGoods', fileIds } });
    const refusedProject = await project([own, foreign]);
    expect(refusedProject.body.code).toBe(501);
    expect(refusedProject.body.result).toEqual({ fields: [{ path: 'body.fileIds.1', message: expect.any(String) }] });
    expect((await project([own])).body.code).toBe(200);

    const [cp] = await s.db.select({ id: counterparts.id }).from(counterparts).limit(1);
    const contract = await s.call('POST', '/api/admin/contract/register', {
      token: token.clerk,
      body: { name: '附件测试合同', category: 'procurementServices', amountFen: 100_000, counterparts: [{ counterpartId: cp!.id, role: 'B' }], files: [{ fileId: foreign, kind: 'draft' }] },
    });
    expect(contract.body.code).toBe(501);
    expect(contract.body.result).toEqual({ fields: [{ path: 'body.files.0.fileId', message: expect.any(String) }] });
    // Nothing was kept: the county's file is still the county's alone.
    await expectRefused(['clerk', 'reviewer', 'leader'], foreign);
    // Unknown and deleted ids are refused the same way.
    expect((await project([999_999])).body.code).toBe(501);
  });
});

