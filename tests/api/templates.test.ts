/**
 * Contract templates: the drafting library (list, detail), filling a template into a .docx stored as
 * a file, the management calls (add, edit, enable/disable, delete), permissions and bad input.
 */
import { count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTemplates, files } from '../../server/db/schema';
import { TEMPLATE_SEEDS } from '../../server/seed/templates';
import type { Page } from '../../src/domain/envelope';
import { type ContractTemplate, fenToChinese, type TemplateFillResult, templateInputSchema } from '../../src/domain/template';
import { startTestServer, type TestServer } from './harness';

let srv: TestServer;
let admin: string;
let clerk: string;
let company: string;
let lawfirm: ContractTemplate;

const TEMPLATE_COUNT = () => srv.db.select({ n: count() }).from(contractTemplates).then(([r]) => Number(r!.n));

const LEGAL_VALUES = {
  client: '杭州市财政局',
  lawFirm: '浙江天册律师事务所',
  leadLawyer: '王明',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  annualFee: '120000.5',
};

beforeAll(async () => {
  srv = await startTestServer();
  [admin, clerk, company] = await Promise.all([srv.login('admin'), srv.login('clerk'), srv.login('company')]);
  const r = await srv.call<Page<ContractTemplate>>('GET', 'contract_template/list', { token: clerk, query: { keyword: '法律顾问' } });
  lawfirm = r.body.result.records[0]!;
}, 120_000);
afterAll(async () => srv?.close());

describe('seed', () => {
  it('has five valid templates with 6 to 12 fields', () => {
    expect(TEMPLATE_SEEDS).toHaveLength(5);
    for (const t of TEMPLATE_SEEDS) {
      expect(templateInputSchema.safeParse(t).success, t.name).toBe(true);
      expect(t.fields.length).toBeGreaterThanOrEqual(6);
      expect(t.fields.length).toBeLessThanOrEqual(12);
    }
  });
});

describe('drafting library', () => {
  it('lists the enabled templates with paging, keyword and category', async () => {
    const all = await srv.call<Page<ContractTemplate>>('GET', 'contract_template/list', { token: clerk, query: { size: 2 } });
    expect(all.body.code).toBe(200);
    expect(all.body.result.total).toBe(5);
    expect(all.body.result.records).toHaveLength(2);
    const services = await srv.call<Page<ContractTemplate>>('GET', 'contract_template/list', {
      token: clerk,
      query: { category: 'procurementServices' },
    });
    expect(services.body.result.records.map((t) => t.name).sort()).toEqual(['技术服务合同', '法律顾问服务合同']);
    expect(lawfirm.name).toBe('法律顾问服务合同');
    expect(lawfirm.fields.map((f) => f.key)).toContain('annualFee');
  });

  it('answers the detail, and 500 for an unknown id', async () => {
    const d = await srv.call<ContractTemplate>('GET', 'contract_template/detail', { token: clerk, query: { id: lawfirm.id } });
    expect(d.body.result.body).toContain('{{annualFee}}');
    const none = await srv.call('GET', 'contract_template/detail', { token: clerk, query: { id: 999_999 } });
    expect(none.body.code).toBe(500);
  });

  it('refuses counterpart users (not on their base; 401 on the staff base) and the management calls to a clerk (403)', async () => {
    const c = await srv.call('GET', '/api/admin/contract_template/list', { token: company });
    expect(c.status).toBe(401);
    expect(c.body.code).toBe(401);
    const viaBase = await srv.call('GET', '/api/company/contract_template/list', { token: company });
    expect(viaBase.status).toBe(404);
    for (const p of ['queryPage', 'add', 'edit']) {
      const r = await srv.call('POST', `admin_contract_template/${p}`, { token: clerk, body: {} });
      expect(r.status, p).toBe(403);
    }
    const del = await srv.call('POST', 'admin_contract_template/del', { token: clerk, query: { id: lawfirm.id } });
    expect(del.status).toBe(403);
    expect(await TEMPLATE_COUNT()).toBe(5);
  });
});

describe('fill', () => {
  it('produces a .docx with the filled values, stored as the caller’s file', async () => {
    const r = await srv.call<TemplateFillResult>('POST', 'contract_template/fill', {
      token: clerk,
      body: { templateId: lawfirm.id, values: { ...LEGAL_VALUES, reviewLimit: 40 } },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.result.fileName).toMatch(/^法律顾问服务合同-草稿-\d{4}-\d{2}-\d{2}\.docx$/);
    const res = await fetch(`${srv.url}/api/admin/sys_files/downloadFile/${r.body.result.fileId}`, { headers: { access_token: clerk } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const zip = await JSZip.loadAsync(bytes);
    expect(zip.file('[Content_Types].xml')).not.toBeNull();
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('浙江天册律师事务所');
    expect(xml).toContain('¥120,000.50');
    expect(xml).toContain('壹拾贰万元伍角');
    expect(xml).toContain('不超过40件');
    expect(xml).not.toContain('{{');
    const [row] = await srv.db.select().from(files).where(eq(files.id, r.body.result.fileId));
    expect(row!.ext).toBe('docx');
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.size).toBe(bytes.length);
  });

  it('refuses missing, mistyped and unknown values with their paths, storing nothing', async () => {
    const before = await srv.db.select({ n: count() }).from(files);
    const r = await srv.call<{ fields: { path: string }[] }>('POST', 'contract_template/fill', {
      token: clerk,
      body: {
        templateId: lawfirm.id,
        values: { ...LEGAL_VALUES, client: '', startDate: '2026-02-30', annualFee: '12.345', reviewLimit: 'many', nope: 'x' },
      },
    });
    expect(r.body.code).toBe(501);
    expect(r.body.result.fields.map((f) => f.path).sort()).toEqual(
      ['values.annualFee', 'values.client', 'values.nope', 'values.reviewLimit', 'values.startDate'].sort(),
    );
    const after = await srv.db.select({ n: count() }).from(files);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 500 for an unknown template and 403 without contract.add', async () => {
    const none = await srv.call('POST', 'contract_template/fill', { token: clerk, body: { templateId: 999_999, values: {} } });
    expect(none.body.code).toBe(500);
    const reviewer = await srv.login('reviewer');
    const r = await srv.call('POST', 'contract_template/fill', { token: reviewer, body: { templateId: lawfirm.id, values: LEGAL_VALUES } });
    expect(r.status).toBe(403);
  });
});

describe('management', () => {
  const input = {
    name: '测试保密协议',
    category: 'other',
    fields: [
      { key: 'partyA', label: '甲方', type: 'text', required: true },
      { key: 'fee', label: '金额', type: 'money', required: false },
    ],
    body: '甲方：{{partyA}}\n金额：{{ fee }}',
  };

  it('adds, edits, disables (gone from the library), enables and deletes a template', async () => {
    const add = await srv.call<ContractTemplate>('POST', 'admin_contract_template/add', { token: admin, body: input });
    expect(add.body.code).toBe(200);
    const id = add.body.result.id;
    expect(add.body.result.enabled).toBe(true);
    const page = await srv.call<Page<ContractTemplate>>('POST', 'admin_contract_template/queryPage', { token: admin, body: { keyword: '测试保密' } });
    expect(page.body.result.total).toBe(1);

    const edit = await srv.call<ContractTemplate>('POST', 'admin_contract_template/edit', {
      token: admin,
      body: { ...input, id, name: '测试保密协议（修订）' },
    });
    expect(edit.body.result.name).toBe('测试保密协议（修订）');

    const off = await srv.call<ContractTemplate>('POST', 'admin_contract_template/disable', { token: admin, query: { id } });
    expect(off.body.result.enabled).toBe(false);
    // The management detail still reads a disabled template; the library's does not.
    const managed = await srv.call<ContractTemplate>('GET', 'admin_contract_template/detail', { token: admin, query: { id } });
    expect(managed.body.result).toEqual(off.body.result);
    const hidden = await srv.call('GET', 'contract_template/detail', { token: clerk, query: { id } });
    expect(hidden.body.code).toBe(500);
    const fill = await srv.call('POST', 'contract_template/fill', { token: clerk, body: { templateId: id, values: { partyA: 'x' } } });
    expect(fill.body.code).toBe(500);
    const list = await srv.call<Page<ContractTemplate>>('GET', 'contract_template/list', { token: clerk });
    expect(list.body.result.total).toBe(5);
    const on = await srv.call<ContractTemplate>('POST', 'admin_contract_template/enable', { token: admin, query: { id } });
    expect(on.body.result.enabled).toBe(true);

    const del = await srv.call('POST', 'admin_contract_template/del', { token: admin, query: { id } });
    expect(del.body.code).toBe(200);
    expect(await TEMPLATE_COUNT()).toBe(5);
    const again = await srv.call('POST', 'admin_contract_template/del', { token: admin, query: { id } });
    expect(again.body.code).toBe(500);
  });

  it('refuses an undeclared placeholder, bad keys, a huge body and a non-template file (501, nothing stored)', async () => {
    const cases: [unknown, string][] = [
      [{ ...input, body: '{{partyA}} {{partyB}}' }, 'body'],
      [{ ...input, fields: [{ key: '1bad', label: 'x', type: 'text', required: true }], body: 'x' }, 'body.fields.0.key'],
      [{ ...input, fields: [input.fields[0], input.fields[0]] }, 'body.fields.1.key'],
      [{ ...input, fields: [{ key: 'a', label: 'x', type: 'blob', required: true }], body: 'x' }, 'body.fields.0.type'],
      [{ ...input, body: 'x'.repeat(200_001) }, 'body.body'],
    ];
    for (const [body, path] of cases) {
      const r = await srv.call<{ fields: { path: string }[] }>('POST', 'admin_contract_template/add', { token: admin, body });
      expect(r.body.code, path).toBe(501);
      expect(r.body.result.fields.map((f) => f.path), path).toContain(path === 'body' ? 'body.body' : path);
    }
    const png = await srv.call('POST', 'admin_contract_template/add', { token: admin, body: { ...input, fileId: 999_999 } });
    expect(png.body.code).toBe(501);
    expect(await TEMPLATE_COUNT()).toBe(5);
  });

  it('answers 500 when editing an unknown template', async () => {
    const r = await srv.call('POST', 'admin_contract_template/edit', { token: admin, body: { ...input, id: 999_999 } });
    expect(r.body.code).toBe(500);
  });
});

describe('amounts in words', () => {
  it('writes fen in capital numerals', () => {
    expect(fenToChinese(123456)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(fenToChinese(12000050)).toBe('壹拾贰万元伍角');
    expect(fenToChinese(100000000)).toBe('壹佰万元整');
    expect(fenToChinese(1000500)).toBe('壹万零伍元整');
    expect(fenToChinese(5)).toBe('零元伍分');
  });
});
