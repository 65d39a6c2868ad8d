/**
 * One security audit record in full: who, when, from where, what and how it ended, and its detail:
 * a change as a table of the fields that changed (before -> after), anything else as name and value.
 * Values are shown as text (JSON for lists and objects), never as markup.
 */
import { Descriptions, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { AuditRow } from '../../../src/domain/audit';
import { t, type MessageKey } from '../../../src/i18n';
import { formatDate } from '../../../src/utils/display';
import './AuditLog.css';

/** The detail fields with a label of their own; others show their name. */
const KEYS = ['status', 'permission', 'reason', 'method', 'filters', 'link', 'imported', 'usernames', 'records', 'code', 'message', 'checked'];
const keyLabel = (k: string): string => (KEYS.includes(k) ? t(`systemAudit.key.${k}` as MessageKey) : k);

/** The values of `reason` and `method` with a text of their own; others show as they are. */
const VALUES = ['wrongPassword', 'unknownAccount', 'throttled', 'disabled', 'password', 'zzd', 'qr', 'voluntary', 'forced', 'expired', 'passwordChangeRequired', 'idle'];
const valueText = (k: string, v: unknown): string =>
  (k === 'reason' || k === 'method') && typeof v === 'string' && VALUES.includes(v) ? t(`systemAudit.value.${v}` as MessageKey) : text(v);

/** The fields of a change with a label of their own (server/modules/audit/snapshots.ts); others show their name. */
const FIELDS = ['username', 'realName', 'mobile', 'email', 'userType', 'counterpartId', 'enabled', 'units', 'roles', 'code', 'name', 'description', 'dataScope', 'permissions', 'menuIds', 'title', 'path', 'type', 'pid', 'sort', 'permissionId', 'isNewTab', 'unitName', 'shortName', 'areaLevel', 'adcode', 'isJudicialBureau', 'creditCode', 'numberTemplate', 'route', 'version'];
const fieldLabel = (f: string): string => (FIELDS.includes(f) ? t(`systemAudit.field.${f}` as MessageKey) : f);

const ACTIONS = ['add', 'edit', 'delete', 'enable', 'disable', 'import', 'export', 'download', 'preview', 'create', 'revoke', 'save', 'revert', 'verify'];

/** A value as one line of text. */
const text = (v: unknown): string => (v === undefined || v === null || v === '' ? '--' : typeof v === 'string' ? v : JSON.stringify(v));

type Snapshot = Record<string, unknown> | null | undefined;

interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

function changeRows(before: Snapshot, after: Snapshot): ChangeRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => ({ field, before: before ? before[field] : undefined, after: after ? after[field] : undefined }));
}

/**
 * One side of a change. A list (a role's permissions, a user's units) shows one item a line, the
 * items the other side lacks marked: removed in red on the before side, added in green after.
 */
function Side({ value, other, side }: { value: unknown; other: unknown; side: 'before' | 'after' }) {
  if (!Array.isArray(value)) return <span className="audit-detail__value">{text(value)}</span>;
  const others = Array.isArray(other) ? other.map(text) : [];
  return (
    <ul className="audit-detail__list">
      {value.map((item) => {
        const line = text(item);
        const changed = !others.includes(line);
        return (
          <li key={line} className={changed ? `audit-detail__${side === 'before' ? 'removed' : 'added'}` : undefined}>
            {changed ? (side === 'before' ? '− ' : '+ ') : ''}
            {line}
          </li>
        );
      })}
    </ul>
  );
}

/** 孙立群（secadmin）, or the account alone (an account tried at sign-in, a user since deleted). */
export const userText = (row: Pick<AuditRow, 'username' | 'realName'>): string => (row.realName ? `${row.realName}（${row.username}）` : (row.username ?? ''));

export function AuditDetail({ row }: { row: AuditRow }) {
  const { action, before, after, ...rest } = (row.detail ?? {}) as { action?: string; before?: Snapshot; after?: Snapshot } & Record<string, unknown>;
  const changes = before !== undefined || after !== undefined ? changeRows(before, after) : [];
  const items = [
    { label: t('systemAudit.col.at'), value: formatDate(row.at, 'YYYY-MM-DD HH:mm:ss') },
    { label: t('systemAudit.col.user'), value: row.username ? <span translate="no">{userText(row)}</span> : t('systemAudit.anonymous') },
    { label: t('systemAudit.col.unit'), value: row.unitName ?? '--' },
    { label: t('systemAudit.col.ip'), value: row.ip || '--' },
    { label: t('systemAudit.col.event'), value: t(`systemAudit.event.${row.event}` as MessageKey) },
    { label: t('systemAudit.col.outcome'), value: <Tag>{t(`systemAudit.outcome.${row.outcome}`)}</Tag> },
    ...(action ? [{ label: t('systemAudit.detail.action'), value: ACTIONS.includes(action) ? t(`systemAudit.action.${action}` as MessageKey) : action }] : []),
    { label: t('systemAudit.col.target'), value: <span translate="no">{row.target ?? '--'}</span> },
    ...Object.entries(rest).map(([k, v]) => ({ label: keyLabel(k), value: <span translate="no">{valueText(k, v)}</span> })),
    { label: t('systemAudit.col.requestId'), value: <span style={{ fontFamily: 'monospace' }}>{row.requestId}</span> },
  ];
  return (
    <>
      <div data-testid="audit-detail-fields">
        <Descriptions column={1} border data={items} labelStyle={{ width: 120 }} />
      </div>
      {changes.length > 0 && (
        <Table<ChangeRow>
          style={{ marginTop: 16 }}
          rowKey="field"
          pagination={false}
          border
          data={changes}
          columns={[
            { title: t('systemAudit.detail.field'), dataIndex: 'field', width: 120, render: (f: string) => fieldLabel(f) },
            { title: t('systemAudit.detail.before'), dataIndex: 'before', render: (v: unknown, r) => <Side value={v} other={r.after} side="before" /> },
            { title: t('systemAudit.detail.after'), dataIndex: 'after', render: (v: unknown, r) => <Side value={v} other={r.before} side="after" /> },
          ]}
          data-testid="audit-changes"
        />
      )}
    </>
  );
}
