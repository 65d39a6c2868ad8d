/**
 * /contract/smart-template: choose an enabled template (or come with ?templateId=), fill the form
 * generated from its fields (rules by type), watch the filled clauses live, generate the .docx
 * (contract_template/fill), download it, or register a contract with it as the draft text
 * (/contract/step-register?draftFileId=).
 */
import { Alert, Button, Card, Form, Message, Select, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDownload, IconFile } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { FileLinkText } from '../../src/components/FileLinks';
import { fillTemplate, templateKeys } from '../../src/api/templates';
import type { Page } from '../../src/domain/envelope';
import { type ContractTemplate, renderValue, type TemplateFillResult, type TemplateValues } from '../../src/domain/template';
import { KeptNotice } from '../../src/forms/KeptNotice';
import { useKeptForm } from '../../src/forms/useKeptForm';
import { t } from '../../src/i18n';
import { reportFailure } from '../../src/api/reportFailure';
import { FieldInput } from './FieldInput';
import { LoadFailed, Loading, Nothing } from '../common/LoadState';
import { TemplateText } from './TemplateText';
import './templates.css';

const parseId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

function Drafting({ template }: { template: ContractTemplate }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TemplateValues>();
  // The fields filled in are kept until the draft is generated (src/forms/useKeptForm.ts).
  const kept = useKeptForm<TemplateValues>(form, { id: `template:${template.id}`, initial: {} });
  const [values, setValues] = useState<TemplateValues>(kept.initialValues ?? {});
  const [result, setResult] = useState<TemplateFillResult | null>(null);
  const [busy, setBusy] = useState(false);

  const texts = useMemo(() => {
    const out: Record<string, string> = {};
    for (const f of template.fields) {
      const r = renderValue({ ...f, required: false }, values[f.key]);
      if ('text' in r && r.text) out[f.key] = r.text;
    }
    return out;
  }, [template, values]);

  const generate = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const filled = Object.fromEntries(template.fields.map((f) => [f.key, values[f.key] ?? '']));
      const r = await fillTemplate(template.id, filled);
      setResult(r);
      kept.markSaved();
      Message.success(t('templates.smart.generated'));
    } catch (e) {
      reportFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="smart-template">
      <Card title={t('templates.smart.fields')}>
        <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
        <Form
          form={form}
          layout="vertical"
          initialValues={kept.initialValues}
          onValuesChange={(_, all) => {
            kept.onValuesChange();
            setValues(all as TemplateValues);
            setResult(null);
          }}
          data-testid="smart-form"
        >
          {template.fields.map((f) => (
            <FieldInput key={f.key} field={f} />
          ))}
        </Form>
        <Space>
          <Button type="primary" loading={busy} onClick={() => void generate()} data-testid="smart-generate">
            {t('templates.smart.generate')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setValues({});
              setResult(null);
            }}
          >
            {t('templates.smart.reset')}
          </Button>
        </Space>
        {result && (
          <Alert
            style={{ marginTop: 16 }}
            type="success"
            title={t('templates.smart.generated')}
            data-testid="smart-result"
            content={
              <Space direction="vertical">
                <FileLinkText fileId={result.fileId} testId="smart-download">
                  <IconDownload /> {t('templates.smart.download', { name: result.fileName })}
                </FileLinkText>
                <Button
                  size="small"
                  type="outline"
                  icon={<IconFile />}
                  onClick={() => navigate(`/contract/step-register?draftFileId=${result.fileId}`)}
                  data-testid="smart-register"
                >
                  {t('templates.smart.register')}
                </Button>
              </Space>
            }
          />
        )}
      </Card>
      <Card title={t('templates.smart.livePreview')} bodyStyle={{ padding: 0 }}>
        <div className="smart-template__preview" data-testid="smart-preview">
          <TemplateText title={template.name} body={template.body} fields={template.fields} texts={texts} />
        </div>
      </Card>
    </div>
  );
}

export default function SmartTemplatePage() {
  const [params, setParams] = useSearchParams();
  const templateId = parseId(params.get('templateId'));
  const list = useSWR<Page<ContractTemplate>>(templateKeys.list({ current: 1, size: 200 }));
  const detail = useSWR<ContractTemplate>(templateId ? templateKeys.detail(templateId) : null);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space>
          <Typography.Text>{t('templates.smart.choose')}</Typography.Text>
          <Select
            style={{ width: 360 }}
            showSearch
            loading={list.isLoading}
            placeholder={t('templates.smart.choosePlaceholder')}
            value={templateId ?? undefined}
            onChange={(id: number) => setParams({ templateId: String(id) })}
            options={(list.data?.records ?? []).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="smart-choose"
          />
        </Space>
      </Card>
      {!templateId ? (
        <Card>
          <Nothing text={t('templates.smart.pickFirst')} />
        </Card>
      ) : detail.error ? (
        <LoadFailed onRetry={() => void detail.mutate()} />
      ) : !detail.data ? (
        <Loading />
      ) : (
        <Drafting key={detail.data.id} template={detail.data} />
      )}
    </Space>
  );
}
