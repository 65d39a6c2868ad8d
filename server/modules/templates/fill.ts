/**
 * Smart drafting: a template's fields filled with the caller's values, rendered into the body and
 * written as a .docx that is stored like an upload (files table, sha256, owner and unit), so the
 * files API downloads it and a contract can take it as its draft text.
 */
import { createHash, randomUUID } from 'node:crypto';
import { ApiCode } from '../../../src/domain/envelope';
import { checkValues, renderBody, type TemplateField, type TemplateFillResult, type TemplateValues } from '../../../src/domain/template';
import { UPLOAD_TYPES } from '../../../src/domain/system';
import type { AuthContext } from '../../http/auth';
import { ApiError } from '../../http/errors';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { cleanFileName } from '../files';
import type { FileStorage } from '../../storage/storage';
import { buildDocx } from './docx';

const storageKey = (now = new Date()) =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID().replaceAll('-', '')}`;

/** The draft's file name: the template's name and the date, e.g. 技术服务合同-草稿-2026-03-01.docx. */
export const draftFileName = (templateName: string, now = new Date()) =>
  cleanFileName(`${templateName}-草稿-${now.toISOString().slice(0, 10)}.docx`);

export async function fillTemplate(
  deps: { db: Db; storage: FileStorage },
  ctx: AuthContext,
  template: { name: string; fields: TemplateField[]; body: string },
  values: TemplateValues,
): Promise<TemplateFillResult> {
  const { texts, errors } = checkValues(template.fields, values);
  if (errors.length) throw new ApiError(ApiCode.invalid, 'invalid', {}, { fields: errors });
  const data = await buildDocx(template.name, renderBody(template.body, texts));
  const fileName = draftFileName(template.name);
  const key = storageKey();
  await deps.storage.put(key, data);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        fileName,
        mime: UPLOAD_TYPES.docx!,
        ext: 'docx',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        storageKey: key,
        uploaderId: ctx.userId,
        unitId: ctx.currentUnitId,
      })
      .returning({ id: files.id });
    return { fileId: row!.id, fileName };
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}
