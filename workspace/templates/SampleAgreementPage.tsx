/**
 * /contract/temp-agreement: "for reference only": a read-only sample agreement, an enabled template
 * rendered with realistic example values, marked as a sample and printable.
 */
import { Alert, Button, Card, Select, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { templateKeys } from '../../src/api/templates';
import type { Page } from '../../src/domain/envelope';
import type { ContractTemplate } from '../../src/domain/template';
import { t } from '../../src/i18n';
import { LoadFailed, Loading, Nothing } from '../common/LoadState';
import { sampleTexts } from './sampleValues';
import { TemplateText } from './TemplateText';
import './templates.css';

export default function SampleAgreementPage() {
  const { data, error, isLoading, mutate } = useSWR<Page<ContractTemplate>>(templateKeys.list({ current: 1, size: 200 }));
  const [chosen, setChosen] = useState<number | null>(null);
  if (error) return <LoadFailed onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Loading />;
  const records = [...data.records].sort((a, b) => a.id - b.id);
  const template = records.find((r) => r.id === chosen) ?? records[0];
  if (!template) return <Card><Nothing text={t('templates.sample.none')} /></Card>;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card className="sample-agreement__toolbar">
        <Space wrap>
          <Typography.Text>{t('templates.sample.template')}</Typography.Text>
          <Select
            style={{ width: 320 }}
            value={template.id}
            onChange={setChosen}
            // A template's name is data, shown as typed (not translated).
            options={records.map((r) => ({ value: r.id, label: <span translate="no">{r.name}</span> }))}
            data-testid="sample-choose"
          />
          <Button icon={<IconPrinter />} onClick={() => window.print()} data-testid="sample-print">
            {t('templates.sample.print')}
          </Button>
        </Space>
        <Alert style={{ marginTop: 12 }} type="warning" content={t('templates.sample.notice')} data-testid="sample-notice" />
      </Card>
      <Card>
        <div className="sample-agreement__paper" data-testid="sample-paper">
          <div className="sample-agreement__stamp">{t('templates.sample.badge')}</div>
          <TemplateText title={template.name} body={template.body} fields={template.fields} texts={sampleTexts(template.fields)} />
        </div>
      </Card>
    </Space>
  );
}
