/**
 * The progress view of a share link (ContractShare.tsx; docs/api/contract-share.md): the contract,
 * the timeline of its stages, the review steps passed (with a major contract's collective decisions:
 * meeting, date and resolution), who has signed, the filing (government side) and the performance
 * summary. On a wide screen the timeline runs across, else down.
 */
import { Descriptions, Steps, Tag, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { ShareView, StageState } from '../../src/domain/contract-share';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatDate, formatFen } from '../../src/utils/display';
import { ResolutionTag } from '../common/ResolutionTag';
import { PHASE_TAG_COLOR } from '../common/phaseColor';

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DD HH:mm';
/** Wide enough for the timeline to run across. */
const WIDE = '(min-width: 768px)';

const STEP_STATUS: Record<StageState, 'finish' | 'process' | 'wait' | 'error'> = {
  done: 'finish',
  current: 'process',
  pending: 'wait',
  stopped: 'error',
};
const DOT_COLOR: Record<StageState, string> = {
  done: 'rgb(var(--green-6))',
  current: 'rgb(var(--arcoblue-6))',
  pending: 'var(--color-neutral-4)',
  stopped: 'rgb(var(--red-6))',
};
const STOPPED_STATUSES = new Set(['void', 'terminated', 'filingRefused', 'disputed']);

const subscribeWide = (notify: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
const useWide = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches);

/** Integer fen as yuan: ¥12,345.60. */
const yuan = (fen: number) => `¥${formatFen(fen)}`;
const key = (k: string) => k as MessageKey;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="contract-share__card" data-testid={testId}>
      <h3 className="contract-share__section-title">{title}</h3>
      {children}
    </section>
  );
}

/** A section of facts in one column, a label and its value a row (the filing and the performance). */
function FactsSection({ title, testId, data }: { title: string; testId: string; data: { label: string; value: ReactNode }[] }) {
  return (
    <Section title={title} testId={testId}>
      <Descriptions column={1} size="small" labelStyle={{ whiteSpace: 'nowrap' }} data={data} />
    </Section>
  );
}

/** The contract's basic data: its numbers, category, unit, amount, signing date and method. */
function basicFields({ contract, signing }: ShareView): { label: string; value: ReactNode }[] {
  return [
    { label: t('share.field.code'), value: contract.code },
    ...(contract.unitNo ? [{ label: t('share.field.unitNo'), value: contract.unitNo }] : []),
    { label: t('share.field.category'), value: t(key(`share.category.${contract.category}`)) },
    { label: t('share.field.unit'), value: displayValue(contract.unitName) },
    ...(contract.amountFen === null ? [] : [{ label: t('share.field.amount'), value: yuan(contract.amountFen) }]),
    { label: t('share.field.signDate'), value: formatDate(contract.signDate, DAY) },
    {
      label: t('share.field.signingMethod'),
      value: signing.method ? t(key(`share.method.${signing.method}`)) : displayValue(null),
    },
  ];
}

/** The share link's progress view of its contract. */
export function ProgressView({ view }: { view: ShareView }) {
  const { stages, review, decisions, signing, filing, performance } = view;
  return (
    <div className="contract-share__view">
      <ShareSummary view={view} />

      <StagesSection stages={stages} />

      <Section title={t('share.section.basic')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          data={basicFields(view)}
          labelStyle={{ whiteSpace: 'nowrap' }}
          size="small"
        />
      </Section>

      <div className="contract-share__columns">
        <ReviewSection review={review} decisions={decisions} />
        <SigningSection parties={signing.parties} />
      </div>

      <div className="contract-share__columns">
        <FilingSection filing={filing} />
        <PerformanceSection performance={performance} />
      </div>

      <footer className="contract-share__footer">
        <div>{t('share.expires', { time: formatDate(view.expiresAt, MINUTE) })}</div>
        <div>{t('share.notice')}</div>
      </footer>
    </div>
  );
}

/** Who the view is for, the contract's name, status and numbers. */
function ShareSummary({ view }: { view: ShareView }) {
  const { contract } = view;
  const stopped = STOPPED_STATUSES.has(contract.status);
  return (
    <section className="contract-share__card contract-share__summary">
      <div className="contract-share__audience" data-testid="share-audience">
        {t('share.viewFor', { audience: t(key(`share.audience.${view.audience}`)), party: displayValue(view.partyName) })}
      </div>
      <h2 className="contract-share__name" data-testid="share-contract-name">
        {contract.name}
      </h2>
      <div className="contract-share__status">
        <Tag color={stopped ? 'red' : PHASE_TAG_COLOR[contract.phase]} data-testid="share-status">
          {t(key(`share.status.${contract.status}`))}
        </Tag>
        <span className="contract-share__code">{contract.code}</span>
        {contract.unitNo && (
          <span className="contract-share__code" data-testid="share-unit-no">
            {contract.unitNo}
          </span>
        )}
      </div>
    </section>
  );
}

/** The timeline of the contract's stages: across on a wide screen, else down. */
function StagesSection({ stages }: Pick<ShareView, 'stages'>) {
  const wide = useWide();
  return (
    <Section title={t('share.section.progress')} testId="share-stages">
      <Steps direction={wide ? 'horizontal' : 'vertical'} size="small" labelPlacement={wide ? 'vertical' : 'horizontal'} current={0}>
        {stages.map((s) => (
          <Steps.Step
            key={s.stage}
            status={STEP_STATUS[s.state]}
            title={t(key(`share.stage.${s.stage}`))}
            description={
              <span className="contract-share__step-desc">
                {t(key(`share.state.${s.state}`))}
                {s.at ? ` · ${formatDate(s.at, DAY)}` : ''}
              </span>
            }
          />
        ))}
      </Steps>
    </Section>
  );
}

/** The review steps passed, with a major contract's collective decisions. */
function ReviewSection({ review, decisions }: Pick<ShareView, 'review' | 'decisions'>) {
  return (
    <Section title={t('share.section.review')} testId="share-review">
      <Timeline>
        {review.map((s) => (
          <Timeline.Item key={s.step} dotColor={DOT_COLOR[s.state]} label={s.at ? formatDate(s.at, MINUTE) : undefined}>
            <span className="contract-share__item-title">{t(key(`share.step.${s.step}`))}</span>
            <StateTag state={s.state} />
            {s.step === 'decision' && decisions.length > 0 && (
              // Each meeting that decided it: kind, date and resolution only.
              <ul className="contract-share__decisions" data-testid="share-decisions">
                {decisions.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the decisions are in order and never reordered.
                  <li key={i} className="contract-share__decision" data-testid="share-decision">
                    <span className="contract-share__muted">
                      {t('decision.share.meeting', { kind: t(key(`decision.kind.${d.kind}`)), date: d.meetingDate })}
                    </span>
                    <ResolutionTag resolution={d.resolution} size="small" />
                  </li>
                ))}
              </ul>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

/** Who has signed, and when. */
function SigningSection({ parties }: { parties: ShareView['signing']['parties'] }) {
  return (
    <Section title={t('share.section.signing')} testId="share-signing">
      <ul className="contract-share__parties">
        {parties.map((p) => (
          <li key={`${p.role}-${p.name}`} className="contract-share__party">
            <div className="contract-share__party-name">
              <span className="contract-share__party-role">
                {t('share.role', { role: p.role })} · {t(key(`share.party.${p.kind}`))}
              </span>
              {p.name}
            </div>
            <div className="contract-share__party-state">
              <Tag size="small" color={p.signed ? 'green' : 'gray'}>
                {t(p.signed ? 'share.signed' : 'share.unsigned')}
              </Tag>
              {p.signedAt ? <span className="contract-share__muted">{formatDate(p.signedAt, MINUTE)}</span> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The filing (government side only: none for others). */
function FilingSection({ filing }: Pick<ShareView, 'filing'>) {
  if (!filing) return null;
  return (
    <FactsSection
      title={t('share.section.filing')}
      testId="share-filing"
      data={[
        { label: t('share.field.filingStatus'), value: t(key(`share.filing.${filing.status ?? 'none'}`)) },
        { label: t('share.field.filingNo'), value: displayValue(filing.filingNo) },
        { label: t('share.field.filedAt'), value: formatDate(filing.reviewedAt, MINUTE) },
      ]}
    />
  );
}

/** The performance summary: how many of the plan's items are done, and the next due date. */
function PerformanceSection({ performance }: Pick<ShareView, 'performance'>) {
  return (
    <FactsSection
      title={t('share.section.performance')}
      testId="share-performance"
      data={[
        {
          label: t('share.field.performanceProgress'),
          value: performance.total ? t('share.performance.count', { done: performance.done, total: performance.total }) : t('share.performance.none'),
        },
        { label: t('share.field.nextDue'), value: formatDate(performance.nextDueDate, DAY) },
      ]}
    />
  );
}

function StateTag({ state }: { state: StageState }) {
  const color = state === 'done' ? 'green' : state === 'current' ? 'arcoblue' : state === 'stopped' ? 'red' : 'gray';
  return (
    <Tag size="small" color={color} className="contract-share__state">
      {t(key(`share.state.${state}`))}
    </Tag>
  );
}
