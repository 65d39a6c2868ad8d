/**
 * 集体决策: the collective decisions of a major contract, oldest first — each meeting's kind, date,
 * attendees, resolution, notes, minutes (a download when the caller may read them) and who recorded
 * it. A counterpart user's view carries the kind, date and resolution only (the server leaves the
 * rest out). The page around it shows the loading and error states of the detail.
 */
import { Descriptions, Empty, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { FileDownloadButton } from '../../../src/components/FileLinks';
import type { DecisionRecord } from '../../../src/domain/decision';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue, formatDate } from '../../../src/utils/display';
import { ResolutionTag } from '../../common/ResolutionTag';

export function DecisionsPanel({ decisions, internal }: { decisions: DecisionRecord[]; internal: boolean }) {
  if (decisions.length === 0) return <Empty description={t('decision.panel.noneMajor')} data-testid="contract-decisions-empty" />;
  return (
    <div className="contract-detail__stack" data-testid="contract-decisions">
      {decisions.map((d, i) => (
        <section key={d.id} className="contract-detail__filing" data-testid="contract-decision" data-resolution={d.resolution}>
          <Typography.Title heading={6}>
            {t('decision.panel.round', { n: i + 1 })} <ResolutionTag resolution={d.resolution} />
          </Typography.Title>
          <Descriptions
            border
            column={{ xs: 1, md: 2, xxl: 3 }}
            data={[
              { label: t('decision.panel.kind'), value: t(`decision.kind.${d.kind}` as MessageKey) },
              { label: t('decision.panel.meetingDate'), value: d.meetingDate },
              { label: t('decision.panel.resolution'), value: t(`decision.resolution.${d.resolution}` as MessageKey) },
              ...(internal
                ? [
                    {
                      label: t('decision.panel.attendees'),
                      span: 3,
                      value: (
                        <Space wrap size={4} data-testid="contract-decision-attendees">
                          {d.attendees.map((name) => (
                            <Tag key={name}>{name}</Tag>
                          ))}
                          <Typography.Text type="secondary">{t('decision.panel.attendeeCount', { count: d.attendees.length })}</Typography.Text>
                        </Space>
                      ),
                    },
                    { label: t('decision.panel.note'), span: 3, value: displayValue(d.note) },
                    {
                      label: t('decision.panel.minutes'),
                      value: d.minutes ? (
                        <FileDownloadButton fileId={d.minutes.fileId} type="text" size="small" icon={<IconDownload />} data-testid="contract-decision-minutes">
                          {d.minutes.fileName ?? t('decision.panel.download')}
                        </FileDownloadButton>
                      ) : (
                        t('decision.panel.minutesNone')
                      ),
                    },
                    { label: t('decision.panel.recordedBy'), value: displayValue(d.recordedByName) },
                    { label: t('decision.panel.recordedAt'), value: formatDate(d.recordedAt, 'YYYY-MM-DD HH:mm') },
                  ]
                : []),
            ]}
          />
        </section>
      ))}
    </div>
  );
}
