/**
 * The actions allowed now (`moves` of the detail): the moves without data of their own go through
 * contract/move after a confirmation with an opinion (required for suspend, dispute, terminate,
 * void); the others open the page of their form. A stale version (502) says so and reloads.
 */
import { Button, Form, Input, Message, Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { moveContract } from '../../../src/api/contracts';
import type { ContractDetail, ContractMove } from '../../../src/domain/contract-api';
import { needsReason } from '../../../src/domain/lifecycle';
import { t } from '../../../src/i18n';
import { usePermission } from '../../../src/permissions';
import { actionLabel, DESTRUCTIVE, isGeneric, linkActions, linkTitle, moveLinks, reviewNeedsOf, statusLabel, supervisionLink } from './format';
import { ApiCode } from '../../../src/domain/api-codes';
import { reportFailure } from '../../../src/api/reportFailure';
import { failedWith } from '../../../src/api/ApiFailure';

const OPINION_MAX = 2000;

/** The move and the contract as the user saw it when choosing it (a later change makes the move stale). */
interface Chosen {
  move: ContractMove;
  id: number;
  name: string;
  version: number;
  status: string;
}

function MoveModal({ chosen, onClose, reload }: { chosen: Chosen; onClose: () => void; reload: () => void }) {
  const { move } = chosen;
  const [form] = Form.useForm<{ opinion?: string }>();
  const [busy, setBusy] = useState(false);
  const required = needsReason(move.action);
  const label = actionLabel(move.action);

  const submit = async () => {
    const { opinion } = await form.validate();
    setBusy(true);
    try {
      await moveContract({ id: chosen.id, version: chosen.version, action: move.action, opinion: opinion?.trim() || undefined });
      Message.success(t('contractDetail.move.done', { action: label }));
      onClose();
    } catch (e) {
      if (failedWith(e, ApiCode.stale)) onClose();
      reportFailure(e, { stale: 'contractDetail.move.stale', reload });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      title={t('contractDetail.move.confirmTitle', { action: label })}
      okText={label}
      okButtonProps={{ status: DESTRUCTIVE.includes(move.action) ? 'danger' : 'default' }}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      unmountOnExit
      data-testid="contract-move-modal"
    >
      <Typography.Paragraph>
        {t('contractDetail.move.confirmText', {
          name: chosen.name,
          from: statusLabel(chosen.status),
          to: move.to.map(statusLabel).join(' / '),
        })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          field="opinion"
          label={required ? t('contractDetail.move.reason') : t('contractDetail.move.opinion')}
          rules={[
            { required, message: t('contractDetail.move.reasonRequired') },
            { maxLength: OPINION_MAX, message: t('contractDetail.move.tooLong', { max: OPINION_MAX }) },
            {
              validator: (v: string | undefined, cb) => cb(required && !v?.trim() ? t('contractDetail.move.reasonRequired') : undefined),
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={OPINION_MAX}
            placeholder={required ? t('contractDetail.move.reasonPlaceholder') : t('contractDetail.move.opinionPlaceholder')}
            data-testid="contract-move-opinion"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ContractActions({ detail, reload }: { detail: ContractDetail; reload: () => void }) {
  const navigate = useNavigate();
  const [active, setActive] = useState<Chosen | null>(null);
  // Submitting waits for what review needs (ReviewNeeds says what, below the header).
  const needs = reviewNeedsOf(detail);
  const generic = detail.moves.filter(isGeneric);
  const supervision = supervisionLink(detail, usePermission('supervise.add'));
  const links = supervision ? [...moveLinks(detail), supervision] : moveLinks(detail);
  if (generic.length === 0 && links.length === 0 && !active) return null;
  return (
    <>
      {links.map((link) => (
        <Button key={link.href} type="primary" onClick={() => navigate(link.href)} title={linkActions(link)} data-testid="contract-move-link" data-href={link.href}>
          {linkTitle(link)}
        </Button>
      ))}
      {generic.map((move, i) => (
        <Button
          key={move.action}
          type={i === 0 && links.length === 0 && !DESTRUCTIVE.includes(move.action) ? 'primary' : 'secondary'}
          status={DESTRUCTIVE.includes(move.action) ? 'danger' : 'default'}
          disabled={move.action === 'submitForReview' && needs.length > 0}
          onClick={() => setActive({ move, id: detail.id, name: detail.name, version: detail.version, status: detail.status })}
          data-testid={`contract-move-${move.action}`}
        >
          {actionLabel(move.action)}
        </Button>
      ))}
      {active && <MoveModal chosen={active} onClose={() => setActive(null)} reload={reload} />}
    </>
  );
}
