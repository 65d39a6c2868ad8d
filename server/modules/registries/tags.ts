/**
 * Contract tags (admin_tag/*, permission tag.*): a short list, so `list` returns all of them with
 * the number of contracts carrying each. A tag in use is not deleted (tagInUse): remove it from the
 * contracts first; renaming and recolouring are always allowed.
 */
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import type { TagEdit, TagInput, Tag } from '../../../src/domain/registries';
import type { Db } from '../../db/client';
import { contractTags, tags } from '../../db/schema';
import { duplicate, notFound, refused } from '../../http/errors';
import { isUniqueViolation, likeOf } from './shared';

async function usage(db: Db, tagId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contractTags).where(eq(contractTags.tagId, tagId));
  return Number(row?.n ?? 0);
}

export async function listTags(db: Db, keyword?: string): Promise<Tag[]> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, contractCount: count(contractTags.contractId) })
    .from(tags)
    .leftJoin(contractTags, eq(contractTags.tagId, tags.id))
    .where(keyword ? ilike(tags.name, likeOf(keyword)) : undefined)
    .groupBy(tags.id)
    .orderBy(asc(tags.id));
  return rows.map((r) => ({ ...r, contractCount: Number(r.contractCount) }));
}

async function requireTag(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('tag');
}

async function nameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.name, name), ne(tags.id, exceptId)));
  return !!row;
}

async function withTag(db: Db, id: number): Promise<Tag> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('tag');
  return { id: row.id, name: row.name, color: row.color, contractCount: await usage(db, id) };
}

export async function addTag(db: Db, input: TagInput): Promise<Tag> {
  if (await nameTaken(db, input.name)) throw duplicate('tag');
  try {
    const [row] = await db.insert(tags).values(input).returning({ id: tags.id });
    return withTag(db, row!.id);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('tag');
    throw e;
  }
}

export async function editTag(db: Db, input: TagEdit): Promise<Tag> {
  await requireTag(db, input.id);
  if (await nameTaken(db, input.name, input.id)) throw duplicate('tag');
  try {
    await db.update(tags).set({ name: input.name, color: input.color }).where(eq(tags.id, input.id));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('tag');
    throw e;
  }
  return withTag(db, input.id);
}

export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireTag(tx, id);
    const used = await usage(tx, id);
    if (used > 0) throw refused('tagInUse', { count: used });
    await tx.delete(tags).where(eq(tags.id, id));
  });
}
