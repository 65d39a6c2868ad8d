/**
 * The contract-template calls (docs/api/templates.md): the drafting library, filling a template into
 * a .docx, and the management calls. Every management write revalidates both the library and the
 * management list.
 */
import type { Page } from '../domain/envelope';
import type { ContractTemplate, TemplateEdit, TemplateFillResult, TemplateInput, TemplateListQuery, TemplateValues } from '../domain/template';
import { api } from './client';
import { revalidatePrefix } from './swr';

export const TEMPLATE_PATHS = {
  list: 'contract_template/list',
  detail: 'contract_template/detail',
  fill: 'contract_template/fill',
  adminPage: 'admin_contract_template/queryPage',
} as const;

export type TemplateLibraryQuery = Partial<Omit<TemplateListQuery, 'enabled'>>;

/** SWR keys of the reads. */
export const templateKeys = {
  list: (q: TemplateLibraryQuery) => [TEMPLATE_PATHS.list, q] as const,
  detail: (id: number) => [TEMPLATE_PATHS.detail, { id }] as const,
  adminPage: (q: Partial<TemplateListQuery>) => [TEMPLATE_PATHS.adminPage, { q: JSON.stringify(q) }] as const,
};

/** POST admin_contract_template/queryPage: all templates, enabled or not. */
export const queryTemplates = (q: Partial<TemplateListQuery>) => api.post<Page<ContractTemplate>>(TEMPLATE_PATHS.adminPage, q);

/** POST contract_template/fill: the draft .docx of a template filled with the values. */
export const fillTemplate = (templateId: number, values: TemplateValues) =>
  api.post<TemplateFillResult>(TEMPLATE_PATHS.fill, { templateId, values });

const afterWrite = async <T>(p: Promise<T>): Promise<T> => {
  const r = await p;
  await Promise.all([revalidatePrefix('contract_template/'), revalidatePrefix('admin_contract_template/')]);
  return r;
};

export const addTemplate = (t: TemplateInput) => afterWrite(api.post<ContractTemplate>('admin_contract_template/add', t));
export const editTemplate = (t: TemplateEdit) => afterWrite(api.post<ContractTemplate>('admin_contract_template/edit', t));
export const deleteTemplate = (id: number) => afterWrite(api.post<null>('admin_contract_template/del', undefined, { params: { id } }));
export const setTemplateEnabled = (id: number, enabled: boolean) =>
  afterWrite(api.post<ContractTemplate>(`admin_contract_template/${enabled ? 'enable' : 'disable'}`, undefined, { params: { id } }));
