/**
 * The header card: name, code, status, classification badges, the risk code (the open flags in a
 * popover), the lifecycle phase steps, the actions allowed now and the QR code button. On a phone
 * the steps (six titles cannot share 390 px) give way to the current step: its name, where it stands
 * among the six, and the step after it.
 */
import { Button, Card, Popover, Progress, Space, Steps, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconQrcode } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { Backend } from '../../../src/config';
import { CONTRACT_PHASES, type ContractDetail } from '../../../src/domain/contract-api';
import { type MessageKey, t } from '../../../src/i18n';
import { useMobile } from '../../../src/preferences/useMobile';
import { formatDate } from '../../../src/utils/display';
import { ContractActions } from './ContractActions';
import { ReviewNeeds } from './ReviewNeeds';
import { labelOr, type PhaseStep, phaseStep, statusLabel } from './format';
import { ShareModal } from './ShareModal';
import { StatusTag } from './StatusTag';

const RISK_COLOR = { green: 'green', yellow: 'orange', red: 'red' } as const;

function RiskBadge({ detail }: { detail: ContractDetail }) {
  const tag = (
    <Tag color={RISK_COLOR[detail.riskCode]} data-testid="contract-risk" className="contract-detail__risk">
      {t(`contract.risk.${detail.riskCode}` as MessageKey)}
      {detail.riskFlags.length > 0 ? ` (${detail.riskFlags.length})` : ''}
    </Tag>
  );
  if (detail.riskFlags.length === 0) return tag;
  return (
    <Popover
      title={t('contractDetail.risk.title')}
      content={
        <ul className="contract-detail__risk-list" data-testid="contract-risk-flags">
          {detail.riskFlags.map((f) => (
            <li key={f.id}>
              <Tag size="small" color={f.level === 'red' ? 'red' : 'orange'}>
                {labelOr(`contractDetail.riskRule.${f.rule}`, f.rule)}
              </Tag>
              <span>{f.detail}</span>
              <Typography.Text type="secondary"> {formatDate(f.raisedAt, 'YYYY-MM-DD')}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    >
      {tag}
    </Popover>
  );
}

/** The current lifecycle step on a phone: its name, n of 6, the next one (or that it stopped or ended). */
function PhaseNow({ detail, step }: { detail: ContractDetail; step: PhaseStep }) {
  const total = CONTRACT_PHASES.length;
  const done = step.finished ? total : step.current + 1;
  const next = step.finished || step.stopped ? undefined : CONTRACT_PHASES[step.current + 1];
  const phaseName = (phase: string) => t(`contract.phase.${phase}` as MessageKey);
  return (
    <div className="contract-detail__phase-now" data-testid="contract-phase-now" data-phase={detail.phase}>
      <div className="contract-detail__phase-head">
        <span className="contract-detail__phase-label">{t('contractDetail.phaseNow.label')}</span>
        <strong className="contract-detail__phase-name">{phaseName(detail.phase)}</strong>
        <span className="contract-detail__phase-count">{t('contractDetail.phaseNow.count', { n: done, total })}</span>
      </div>
      <Progress
        steps={total}
        percent={(done / total) * 100}
        showText={false}
        status={step.stopped ? 'error' : step.finished ? 'success' : 'normal'}
        aria-label={t('contractDetail.phaseNow.count', { n: done, total })}
      />
      <div className="contract-detail__phase-next">
        {step.stopped ? (
          t('contractDetail.phaseNow.stopped', { status: statusLabel(detail.status) })
        ) : next ? (
          t('contractDetail.phaseNow.next', { phase: phaseName(next) })
        ) : (
          t('contractDetail.phaseNow.finished')
        )}
      </div>
    </div>
  );
}

export function DetailHeader({ detail, backend, reload }: { detail: ContractDetail; backend: Backend; reload: () => void }) {
  const [sharing, setSharing] = useState(false);
  const mobile = useMobile();
  const step = phaseStep(detail);
  return (
    <Card className="contract-detail__header" data-testid="contract-detail-header">
      <div className="contract-detail__title-row">
        <div className="contract-detail__title-block">
          <Space wrap size={8} align="center">
            <Typography.Title heading={5} className="contract-detail__name" data-testid="contract-name">
              <span translate="no">{detail.name}</span>
            </Typography.Title>
            <StatusTag status={detail.status} phase={detail.phase} />
            {detail.attribute !== 'main' && <Tag color="purple">{t(`contract.attribute.${detail.attribute}` as MessageKey)}</Tag>}
            {detail.isMajor && (
              <Tag color="red" data-testid="contract-major">
                {t('contract.major.true')}
              </Tag>
            )}
            {detail.needsFairReview && <Tag color="orangered">{t('contractDetail.fairReview')}</Tag>}
            {backend === 'admin' && <RiskBadge detail={detail} />}
          </Space>
          <div className="contract-detail__code">
            {/* Each label with its number on one line: a number broken across lines cannot be read. */}
            <span className="contract-detail__pair">
              <Typography.Text type="secondary">{t('contractDetail.field.code')}{t('common.colon')}</Typography.Text>
              <Typography.Text copyable data-testid="contract-code">
                {detail.code}
              </Typography.Text>
            </span>
            {detail.unitNo && (
              <span className="contract-detail__pair">
                <Typography.Text type="secondary" className="contract-detail__unit-no-label">
                  {t('contractDetail.field.unitNo')}{t('common.colon')}
                </Typography.Text>
                <Typography.Text copyable data-testid="contract-unit-no">
                  <span translate="no">{detail.unitNo}</span>
                </Typography.Text>
              </span>
            )}
            <Typography.Text type="secondary" className="contract-detail__unit">
              <span translate="no">{detail.unitName ?? ''}</span>
            </Typography.Text>
          </div>
        </div>
        <Space wrap className="contract-detail__toolbar">
          <ContractActions detail={detail} reload={reload} />
          {backend !== 'lawyer' && (
            <Button icon={<IconQrcode />} onClick={() => setSharing(true)} data-testid="contract-qr-button">
              {t('contractDetail.qr.button')}
            </Button>
          )}
        </Space>
      </div>
      <ReviewNeeds detail={detail} />
      {mobile ? (
        <PhaseNow detail={detail} step={step} />
      ) : (
      <Steps
        className="contract-detail__steps"
        size="small"
        current={step.finished ? CONTRACT_PHASES.length + 1 : step.current + 1}
        status={step.stopped ? 'error' : 'process'}
        data-testid="contract-phase-steps"
      >
        {CONTRACT_PHASES.map((phase) => (
          <Steps.Step key={phase} title={t(`contract.phase.${phase}` as MessageKey)} />
        ))}
      </Steps>
      )}
      {sharing && <ShareModal detail={detail} backend={backend} onClose={() => setSharing(false)} />}
    </Card>
  );
}
