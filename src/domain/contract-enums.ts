/**
 * The zod enums of the contract vocabulary. The vocabulary itself (contract.ts, lifecycle.ts) builds
 * no schema, so the pages that only read it (the lists, the workspace's frame) start without zod
 * (tests/unit/entry-imports.test.ts); the payload schemas take their enums from here.
 */
import { z } from './zod';
import { CONTRACT_CATEGORIES } from './contract';
import { CONTRACT_STATUSES } from './lifecycle';

export const contractCategorySchema = z.enum(CONTRACT_CATEGORIES);
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
