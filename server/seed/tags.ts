/** Demo contract tags, with Arco tag colours. */
import type { Db } from '../db/client';
import { tags } from '../db/schema';

export const TAG_SEEDS: readonly { name: string; color: string }[] = [
  { name: '重大合同', color: 'red' },
  { name: '民生工程', color: 'green' },
  { name: '招商引资', color: 'orange' },
  { name: '政府采购', color: 'arcoblue' },
  { name: 'PPP', color: 'purple' },
  { name: '涉外', color: 'cyan' },
  { name: '保密', color: 'gray' },
  { name: '重点项目', color: 'orangered' },
  { name: '国有资产', color: 'gold' },
  { name: '数字化改革', color: 'blue' },
  { name: '乡村振兴', color: 'lime' },
];

export async function insertTags(db: Db): Promise<void> {
  await db.insert(tags).values(TAG_SEEDS.map((t) => ({ name: t.name, color: t.color })));
}
