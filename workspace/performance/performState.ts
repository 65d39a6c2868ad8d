/** Performance rules the pages follow (pure): when records may be written, which items can still be done. */
import type { ContractDetail } from '../../src/domain/contract-api';
import type { ContractStatus } from '../../src/domain/lifecycle';

/** Performance records are written while the contract is performing, suspended or disputed. */
export const PERFORMING: readonly ContractStatus[] = ['performing', 'suspended', 'disputed'];
export const canPerform = (status: ContractStatus): boolean => PERFORMING.includes(status);

/** Milestones and payments still planned (or overdue): they can be marked done or breached. */
export const openItems = (records: ContractDetail['performance']): ContractDetail['performance'] =>
  records.filter((r) => r.kind !== 'document' && (r.status === 'planned' || r.status === 'overdue'));

/**
 * The reasons a warning carries (`content` of a warnTips matter): the risk sweep stores `detail` and
 * `details` (one per rule); a bureau's supervision warning stores its `content`. Unique, non-empty.
 */
export function warningReasons(content: Record<string, unknown>): string[] {
  const out: string[] = [];
  const push = (v: unknown) => {
    if (typeof v === 'string' && v.trim() && !out.includes(v.trim())) out.push(v.trim());
  };
  if (Array.isArray(content.details)) {
    for (const d of content.details) push(typeof d === 'object' && d !== null ? (d as { detail?: unknown }).detail : d);
  }
  push(content.detail);
  push(content.content);
  return out;
}
