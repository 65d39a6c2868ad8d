/**
 * The contract Excel calls (server/modules/contracts/excel.ts, docs/api/contract-excel.md): export of
 * a contract list as .xlsx (same rows as contract/queryPage, data scope, permission, the row cap),
 * the 1.0 import template, and the 1.0 import (happy path, all-or-nothing refusals with row paths,
 * duplicate 1.0 numbers, units outside the caller's scope, file checks and limits).
 *
 * Workbooks are read and built with exceljs here, as a user's spreadsheet program would.
 */
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelLimits } from '../../server/modules/contracts/excel';
import { contractParties, contracts, counterparts, filings, statusHistory, units } from '../../server/db/schema';
import type { ContractDetail, ContractListQueryInput, ContractRow } from '../../src/domain/contract-api';
import { IMPORT_COLUMNS, type ImportKey, type ImportResult } from '../../src/domain/contract-import';
import { CATEGORY_LABELS, RISK_LABELS, SOURCE_LABELS, STATUS_LABELS } from '../../src/domain/contract-labels';
import type { FieldErrors, Page } from '../../src/domain/envelope';
import { startTestServer, type TestServer } from './harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_HEADERS = [
  '合同编号',
  '单位合同编号',
  '合同名称',
  '合同类别',
  '状态',
  '重大合同',
  '合同金额（元）',
  '收支方向',
  '所属单位',
  '所属区域',
  '相对方',
  '签订日期',
  '风险码',
  '来源',
  '更新时间',
];

let server: TestServer;
const tokens: Record<string, string> = {};
/** Two counterparts of the demo data: name and credit code. */
const cps: { name: string; creditCode: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'clerk', 'reviewer', 'lawyer', 'company']) tokens[u] = await server.login(u);
  const rows = await server.db
    .select({ name: counterparts.name, creditCode: counterparts.creditCode })
    .from(counterparts)
    .orderBy(counterparts.id)
    .limit(2);
  cps.push(...rows);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------- helpers
interface Download {
  status: number;
  headers: Headers;
  data: Buffer;
}

async function fetchRaw(method: string, apiPath: string, token: string | undefined, body?: unknown): Promise<Download> {
  const headers: Record<string, string> = {};
  if (token) headers.access_token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/api/admin/${apiPath}`, server.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

async function workbookOf(data: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  return wb;
}

/** The data rows of the first sheet as arrays of cell values (row 1 is the header). */
function sheetRows(ws: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const out: ExcelJS.CellValue[][] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return out;
}

const headerOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as ExcelJS.CellValue[]).slice(1);

async function listPage(token: string, q: ContractListQueryInput): Promise<Page<ContractRow>> {
  const r = await server.call<Page<ContractRow>>('POST', 'contract/queryPage', { token, body: q });
  expect(r.body.code).toBe(200);
  return r.body.result;
}

type Row = Partial<Record<ImportKey, string | number | Date | null>>;

/** An import workbook: the template's headers (or the given ones) and these rows. */
async function importFile(rows: Row[], headers: readonly string[] = IMPORT_COLUMNS.map((c) => c.header)): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('1.0系统合同');
  ws.addRow([...headers]);
  for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(token: string | undefined, data: Uint8Array, name = '1.0合同.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: XLSX }), name);
  return server.call<ImportResult & FieldErrors & { total: number }>('POST', 'contract/importV1', { token, body: form });
}

let serial = 0;
/** A good row for a unit and counterpart, with a fresh 1.0 number. */
function row(patch: Row = {}): Row {
  serial += 1;
  return {
    legacyCode: `V1-TEST-${String(serial).padStart(4, '0')}`,
    name: `导入测试合同-${serial}`,
    category: '政府采购（服务）',
    amount: 12_345.67,
    direction: '支出',
    unitName: '杭州市财政局',
    creditCode: cps[0]!.creditCode,
    signDate: '2023-06-15',
    performStart: '2023-07-01',
    performEnd: '2024-06-30',
    status: '履行中',
    ...patch,
  };
}

async function contractCount(): Promise<number> {
  const [r] = await server.db.select({ n: count() }).from(contracts);
  return Number(r?.n ?? 0);
}

async function writeCounts() {
  const n = async (table: typeof contractParties | typeof statusHistory | typeof filings) => {
    const [r] = await server.db.select({ n: count() }).from(table);
    return Number(r?.n ?? 0);
  };
  return { contracts: await contractCount(), parties: await n(contractParties), history: await n(statusHistory), filings: await n(filings) };
}

const fieldsOf = (r: { body: { result: unknown } }) => (r.body.result as FieldErrors).fields;

// ---------------------------------------------------------------- export
describe('contract/export', () => {
  it('exports a filtered view as the list shows it: same total, same order, labelled columns', async () => {
    const q: ContractListQueryInput = { view: 'execute', direction: 'expenditure', sortField: 'amountFen', sortOrder: 'desc' };
    const page = await listPage(tokens.admin!, { ...q, size: 1 });
    expect(page.total).toBeGreaterThan(10);
    const first = page.records[0]!;

    const r = await fetchRaw('POST', 'contract/export', tokens.admin, { ...q, current: 3, size: 5 });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(XLSX);
    const disposition = r.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="_+_\d{8}-\d{6}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toMatch(/^合同列表_\d{8}-\d{6}\.xlsx$/);

    const wb = await workbookOf(r.data);
    const ws = wb.worksheets[0]!;
    expect(headerOf(ws)).toEqual(EXPORT_HEADERS);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(2).width).toBeGreaterThan(20);
    // Paging is ignored: every matching contract, in the list's order.
    const rows = sheetRows(ws);
    expect(rows).toHaveLength(page.total);
    const [code, unitNo, name, category, status, major, amount, direction, unitName, areaName, cpNames, signDate, risk, source, updated] =
      rows[0]!;
    expect({ code, unitNo: unitNo ?? null, name, category, status, unitName, areaName }).toEqual({
      code: first.code,
      unitNo: first.unitNo,
      name: first.name,
      category: CATEGORY_LABELS[first.category],
      status: STATUS_LABELS[first.status],
      unitName: first.unitName,
      areaName: first.areaName,
    });
    expect(major).toBe(first.isMajor ? '是' : '否');
    expect(direction).toBe('支出');
    expect(amount).toBe(first.amountFen / 100);
    expect(ws.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
    expect(cpNames ?? null).toBe(first.counterparts.length ? first.counterparts.join('、') : null);
    expect(signDate instanceof Date ? signDate.toISOString().slice(0, 10) : null).toBe(first.signDate);
    expect(risk).toBe(RISK_LABELS[first.riskCode]);
    expect(source).toBe(SOURCE_LABELS[first.source]);
    // The update time is the wall-clock time in China Standard Time.
    expect((updated as Date).getTime() - Date.parse(first.updatedAt)).toBe(8 * 3_600_000);
    // Descending amounts all the way down.
    const amounts = rows.map((x) => x[6] as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('never exports contracts outside the caller’s data scope', async () => {
    const clerkTotal = (await listPage(tokens.clerk!, { size: 1 })).total;
    const adminTotal = (await listPage(tokens.admin!, { size: 1 })).total;
    expect(adminTotal).toBeGreaterThan(clerkTotal);

    const [ningbo] = await server.db
      .select({ code: contracts.code })
      .from(contracts)
      .innerJoin(units, eq(units.id, contracts.unitId))
      .where(eq(units.unitName, '宁波市财政局'))
      .limit(1);
    expect(ningbo).toBeDefined();

    const clerkRows = sheetRows((await workbookOf((await fetchRaw('POST', 'contract/export', tokens.clerk, {})).data)).worksheets[0]!);
    expect(clerkRows).toHaveLength(clerkTotal);
    expect(new Set(clerkRows.map((x) => x[8]))).toEqual(new Set(['杭州市财政局']));
    expect(clerkRows.map((x) => x[0])).not.toContain(ningbo!.code);

    // Even asking for that unit's contracts by filter gives an empty sheet, not another unit's rows.
    const [ningboUnit] = await server.db.select({ id: units.id }).from(units).where(eq(units.unitName, '宁波市财政局'));
    const filtered = await fetchRaw('POST', 'contract/export', tokens.clerk, { unitId: ningboUnit!.id });
    expect(sheetRows((await workbookOf(filtered.data)).worksheets[0]!)).toHaveLength(0);
  });

  // How long it takes is measured by the benchmark (npm run bench), not asserted here.
  it('exports a whole demo list (2000 contracts), one row each', async () => {
    const total = (await listPage(tokens.admin!, { size: 1 })).total;
    expect(total).toBeGreaterThanOrEqual(2000);
    const r = await fetchRaw('POST', 'contract/export', tokens.admin);
    expect(r.status).toBe(200);
    expect(sheetRows((await workbookOf(r.data)).worksheets[0]!)).toHaveLength(total);
  });

  it('refuses more contracts than the cap with code 500, asking to narrow the filters', async () => {
    const saved = excelLimits.exportMaxRows;
    excelLimits.exportMaxRows = 5;
    try {
      const r = await server.call('POST', 'contract/export', { token: tokens.admin, body: { view: 'execute' } });
      expect(r.body.code).toBe(500);
      expect(r.body.message).toMatch(/超过单次导出上限 5 份，请缩小筛选范围/);
      // A list within the cap still exports.
      const small = await fetchRaw('POST', 'contract/export', tokens.admin, { keyword: '这个名字不会出现' });
      expect(small.headers.get('content-type')).toBe(XLSX);
    } finally {
      excelLimits.exportMaxRows = saved;
    }
  });

  it('needs contract.export (403), a sign-in (401) and a valid list query (501)', async () => {
    for (const who of ['lawyer', 'company']) {
      // A staff call: their bases do not serve it, and the staff base knows no session of theirs.
      expect((await server.call('POST', 'contract/export', { token: tokens[who], body: {} })).status, who).toBe(404);
      const r = await server.call('POST', '/api/admin/contract/export', { token: tokens[who], body: {} });
      expect(r.status, who).toBe(401);
    }
    expect((await server.call('POST', 'contract/export', { body: {} })).status).toBe(401);
    const bad = await server.call('POST', 'contract/export', { token: tokens.admin, body: { sortField: 'nope', amountMinFen: -1 } });
    expect(bad.body.code).toBe(501);
    expect(fieldsOf(bad).map((f) => f.path).sort()).toEqual(['body.amountMinFen', 'body.sortField']);
  });
});

// ---------------------------------------------------------------- template
describe('contract/importTemplate', () => {
  it('downloads the template: the import columns, an example row and the 说明 sheet', async () => {
    const r = await fetchRaw('GET', 'contract/importTemplate', tokens.clerk);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(XLSX);
    expect(decodeURIComponent((r.headers.get('content-disposition') ?? '').split("UTF-8''")[1]!)).toBe('1.0系统合同导入模板.xlsx');
    const wb = await workbookOf(r.data);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['1.0系统合同', '说明']);
    const ws = wb.worksheets[0]!;
    expect(headerOf(ws)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheetRows(ws)).toHaveLength(1);
    expect(ws.getRow(2).getCell(1).value).toBe(IMPORT_COLUMNS[0]!.example);
    const notes = wb.getWorksheet('说明')!;
    const described = sheetRows(notes).map((x) => x[0]);
    for (const c of IMPORT_COLUMNS) expect(described).toContain(c.header);
    expect(sheetRows(notes).some((x) => String(x[2] ?? '').includes(CATEGORY_LABELS.franchisePPP))).toBe(true);
  });

  it('works as a plain link with a ticket in the query, never the session token', async () => {
    const { ticket } = await server.ticket(tokens.clerk!, { purpose: 'link', path: 'contract/importTemplate' });
    const res = await fetch(new URL(`/api/admin/contract/importTemplate?ticket=${encodeURIComponent(ticket)}`, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect((await fetch(new URL(`/api/admin/contract/importTemplate?token=${tokens.clerk}`, server.url))).status).toBe(401);
    // A ticket for another link does not open this one.
    const other = await server.ticket(tokens.clerk!, { purpose: 'link', path: 'screen/export' });
    expect((await fetch(new URL(`/api/admin/contract/importTemplate?ticket=${encodeURIComponent(other.ticket)}`, server.url))).status).toBe(401);
  });

  it('needs contract.import', async () => {
    expect((await server.call('GET', 'contract/importTemplate', { token: tokens.reviewer })).status).toBe(403);
    expect((await server.call('GET', '/api/admin/contract/importTemplate', { token: tokens.lawyer })).status).toBe(401);
  });
});

// ---------------------------------------------------------------- import
describe('contract/importV1', () => {
  it('imports the rows as filed or performing contracts of the 1.0 system, listed in view transfer', async () => {
    const before = await writeCounts();
    const rows = [
      row({ status: '已备案', filingNo: '杭司备〔2023〕901号', subject: '办公楼物业管理' }),
      row({ unitName: '杭州市财政局/法规处', creditCode: cps[1]!.creditCode, category: 'franchisePPP', amount: '20,000,000', direction: '收入' }),
      row({ signDate: new Date(Date.UTC(2022, 2, 8)), performStart: null, performEnd: null }),
    ];
    const r = await upload(tokens.clerk, await importFile(rows));
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.imported).toBe(3);
    const ids = r.body.result.ids;
    expect(ids).toHaveLength(3);
    const after = await writeCounts();
    expect(after).toEqual({
      contracts: before.contracts + 3,
      parties: before.parties + 6,
      history: before.history + 3,
      filings: before.filings + 1,
    });

    const list = await listPage(tokens.clerk!, { view: 'transfer', keyword: '导入测试合同', size: 100 });
    expect(list.records.map((x) => x.id).sort()).toEqual([...ids].sort());
    for (const rec of list.records) expect(rec.source).toBe('v1');

    const detail = async (id: number) => {
      const d = await server.call<ContractDetail>('GET', 'contract/detail', { token: tokens.clerk, query: { id } });
      expect(d.body.code).toBe(200);
      return d.body.result;
    };
    const [a, b, c] = [await detail(ids[0]!), await detail(ids[1]!), await detail(ids[2]!)];
    expect(a).toMatchObject({
      name: rows[0]!.name,
      status: 'filed',
      source: 'v1',
      category: 'procurementServices',
      amountFen: 1_234_567,
      direction: 'expenditure',
      unitName: '杭州市财政局',
      areaName: '杭州市',
      bureauUnitName: '杭州市司法局',
      signDate: '2023-06-15',
      performStart: '2023-07-01',
      performEnd: '2024-06-30',
      subject: '办公楼物业管理',
      filingNo: '杭司备〔2023〕901号',
      isMajor: false,
      attribute: 'main',
    });
    // A new unified code of the unit's area and the signing year; the unit's number of that year
    // (法规处 has no numbering of its own: it numbers from 杭州市财政局's sequence).
    expect(a.code).toMatch(/^330100-2023-HT-\d{6}$/);
    expect(a.unitNo).toMatch(/^杭财合〔2023〕\d+号$/);
    expect(b.unitNo).toMatch(/^杭财合〔\d{4}〕\d+号$/);
    expect(c.unitNo).toMatch(/^杭财合〔2022〕\d+号$/);
    expect(a.history).toHaveLength(1);
    expect(a.history[0]).toMatchObject({ action: 'import', fromStatus: null, toStatus: 'filed' });
    expect(a.history[0]!.opinion).toBe(`自1.0系统导入，原编号 ${rows[0]!.legacyCode}`);
    expect(a.filings).toHaveLength(1);
    expect(a.filings[0]).toMatchObject({ filingNo: '杭司备〔2023〕901号', status: 'filed', bureauUnitName: '杭州市司法局' });
    expect(a.parties.map((p) => [p.role, p.kind, p.name, p.signed])).toEqual([
      ['A', 'unit', '杭州市财政局', true],
      ['B', 'counterpart', cps[0]!.name, true],
    ]);
    // Classified as this system classifies: PPP and 20 million yuan are major; PPP needs fair review.
    expect(b).toMatchObject({ status: 'performing', isMajor: true, needsFairReview: true, amountFen: 2_000_000_000, direction: 'income' });
    expect(b.unitName).toBe('法规处');
    expect(b.parties.find((p) => p.role === 'B')?.name).toBe(cps[1]!.name);
    expect(b.filings).toHaveLength(0);
    expect(c).toMatchObject({ signDate: '2022-03-08', performStart: null, performEnd: null, subject: '' });
    expect(c.code).toMatch(/^330100-2022-HT-\d{6}$/);
    // The 1.0 numbers are kept.
    const kept = await server.db.select({ legacyCode: contracts.legacyCode }).from(contracts).where(inArray(contracts.id, ids));
    expect(kept.map((k) => k.legacyCode).sort()).toEqual(rows.map((x) => x.legacyCode).sort());
  });

  it('imports nothing when one row is bad, and names each bad field by row (501)', async () => {
    const before = await writeCounts();
    const rows = [row(), row({ amount: -5 }), row({ creditCode: '91330100MA2H8K3T7X', signDate: '2023-02-30' }), row()];
    const r = await upload(tokens.clerk, await importFile(rows));
    expect(r.body.code).toBe(501);
    expect(r.body.message).toMatch(/3 处错误，未导入任何合同/);
    const fields = fieldsOf(r);
    expect(fields.map((f) => f.path)).toEqual(['row 3.amount', 'row 4.creditCode', 'row 4.signDate']);
    expect(fields[0]!.message).toBe('must not be negative');
    expect(await writeCounts()).toEqual(before);
  });

  it('refuses a counterpart that is not registered, and lists at most 100 errors with their total', async () => {
    const unknown = row({ creditCode: '91350100M000100Y43' });
    const r = await upload(tokens.clerk, await importFile([unknown]));
    expect(r.body.code).toBe(501);
    expect(fieldsOf(r)).toEqual([{ path: 'row 2.creditCode', message: 'no counterpart with credit code 91350100M000100Y43' }]);

    const many = Array.from({ length: 120 }, () => row({ amount: 'x' }));
    const m = await upload(tokens.clerk, await importFile(many));
    expect(m.body.code).toBe(501);
    expect(fieldsOf(m)).toHaveLength(100);
    expect((m.body.result as { total: number }).total).toBe(120);
  });

  it('refuses 1.0 numbers imported before or repeated in the file', async () => {
    const first = row();
    expect((await upload(tokens.clerk, await importFile([first]))).body.code).toBe(200);
    const before = await contractCount();
    const again = await upload(tokens.clerk, await importFile([row(), { ...first, name: '同号再导' }]));
    expect(again.body.code).toBe(501);
    expect(fieldsOf(again).map((f) => f.path)).toEqual(['row 3.legacyCode']);
    expect(fieldsOf(again)[0]!.message).toMatch(/imported already/);

    const twice = row();
    const dup = await upload(tokens.clerk, await importFile([twice, row(), { ...twice }]));
    expect(dup.body.code).toBe(501);
    expect(fieldsOf(dup)).toEqual([{ path: 'row 4.legacyCode', message: `duplicate 1.0 number ${twice.legacyCode}: also in row 2` }]);
    expect(await contractCount()).toBe(before);
  });

  it('refuses a unit outside the caller’s data scope as an error of that row (501); the administrator may import it', async () => {
    const before = await contractCount();
    const outside = row({ unitName: '宁波市财政局' });
    const r = await upload(tokens.clerk, await importFile([row(), outside]));
    expect(r.body.code).toBe(501);
    expect(fieldsOf(r)).toEqual([{ path: 'row 3.unitName', message: '宁波市财政局 is outside your data scope' }]);
    expect(await contractCount()).toBe(before);

    // Unknown and ambiguous names (办公室 is a department of many units) are refused too.
    const names = await upload(tokens.admin, await importFile([row({ unitName: '不存在的局' }), row({ unitName: '办公室' })]));
    expect(fieldsOf(names).map((f) => f.path)).toEqual(['row 2.unitName', 'row 3.unitName']);
    expect(fieldsOf(names)[1]!.message).toMatch(/units are named 办公室/);

    const admin = await upload(tokens.admin, await importFile([outside]));
    expect(admin.body.code).toBe(200);
    const [c] = await server.db
      .select({ code: contracts.code, source: contracts.source })
      .from(contracts)
      .where(eq(contracts.id, admin.body.result.ids[0]!));
    expect(c).toMatchObject({ source: 'v1' });
    expect(c!.code).toMatch(/^330200-2023-HT-/);
  });

  it('refuses a workbook without a required column', async () => {
    const headers = IMPORT_COLUMNS.map((c) => (c.key === 'amount' ? '金额' : c.header));
    const r = await upload(tokens.clerk, await importFile([row()], headers));
    expect(r.body.code).toBe(501);
    expect(fieldsOf(r)).toEqual([{ path: 'header.amount', message: 'missing column 合同金额（元）' }]);
  });

  it('accepts only .xlsx files, by name and by content', async () => {
    const before = await contractCount();
    const good = await importFile([row()]);
    const csv = await upload(tokens.clerk, Buffer.from('原合同编号,合同名称\n1,x\n'), '合同.csv');
    expect(csv.body.code).toBe(501);
    expect(fieldsOf(csv)[0]!.path).toBe('file');
    const xls = await upload(tokens.clerk, good, '合同.xls');
    expect(xls.body.code).toBe(501);
    const fake = await upload(tokens.clerk, Buffer.from('not a spreadsheet at all'), '合同.xlsx');
    expect(fake.body.code).toBe(501);
    expect(fake.body.message).toMatch(/文件内容与扩展名 \.xlsx 不符/);
    // Zip magic, but not a workbook.
    const zipLike = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const broken = await upload(tokens.clerk, zipLike, '合同.xlsx');
    expect(broken.body.code).toBe(501);
    expect(broken.body.message).toMatch(/无法读取该 Excel 文件/);
    const empty = await upload(tokens.clerk, await importFile([]));
    expect(empty.body.code).toBe(501);
    expect(empty.body.message).toBe('导入文件中没有合同数据');
    const json = await server.call('POST', 'contract/importV1', { token: tokens.clerk, body: { rows: [] } });
    expect(json.body.code).toBe(501);
    expect(await contractCount()).toBe(before);
  });

  it('refuses files over the row and size limits', async () => {
    const saved = { ...excelLimits };
    try {
      excelLimits.maxRows = 2;
      const rows = await upload(tokens.clerk, await importFile([row(), row(), row()]));
      expect(rows.body.code).toBe(501);
      expect(rows.body.message).toBe('导入文件超过 2 行，请分批导入');
      excelLimits.maxRows = saved.maxRows;
      excelLimits.maxBytes = 1024;
      const big = await upload(tokens.clerk, await importFile([row()]));
      expect(big.body.code).toBe(501);
      expect(fieldsOf(big)[0]!.path).toBe('file');
      expect(big.body.message).toMatch(/文件超过大小限制/);
    } finally {
      Object.assign(excelLimits, saved);
    }
  });

  it('needs contract.import (403) and a sign-in (401)', async () => {
    const data = await importFile([row()]);
    expect((await upload(tokens.reviewer, data)).status).toBe(403);
    expect((await upload(tokens.lawyer, data)).status).toBe(404);
    expect((await upload(undefined, data)).status).toBe(401);
  });
});
