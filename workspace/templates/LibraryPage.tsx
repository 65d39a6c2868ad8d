/**
 * /contract/contract-template: the library of enabled contract templates (contract_template/list) as
 * cards with a search and a category filter; a card previews the clauses with the fields highlighted,
 * downloads the template file when there is one, and starts smart drafting from the template.
 */
import { Button, Card, Input, Modal, Pagination, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDownload, IconEdit, IconEye } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { FileDownloadButton } from '../../src/components/FileLinks';
import { type TemplateLibraryQuery, templateKeys } from '../../src/api/templates';
import type { ContractCategory } from '../../src/domain/contract';
import type { Page } from '../../src/domain/envelope';
import { type ContractTemplate, splitBody } from '../../src/domain/template';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions';
import { CategorySelect, categoryLabel } from './CategorySelect';
import { LoadFailed, Loading, Nothing } from '../common/LoadState';
import { TemplateText } from './TemplateText';
import './templates.css';

const PAGE_SIZE = 12;

/** The start of the clauses, each placeholder shown as its field's label. */
const excerpt = (tpl: ContractTemplate) => {
  const labels = new Map(tpl.fields.map((f) => [f.key, f.label]));
  return splitBody(tpl.body.slice(0, 400))
    .map((p) => ('text' in p ? p.text : `【${labels.get(p.key) ?? p.key}】`))
    .join('')
    .slice(0, 160);
};

export default function LibraryPage() {
  const canDraft = usePermission('contract.add');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<TemplateLibraryQuery>({ current: 1, size: PAGE_SIZE });
  const [preview, setPreview] = useState<ContractTemplate | null>(null);
  const { data, error, isLoading, mutate } = useSWR<Page<ContractTemplate>>(templateKeys.list(query));

  const draft = (tpl: ContractTemplate) => navigate(`/contract/smart-template?templateId=${tpl.id}`);

  return (
    <Card title={t('route.contractTemplate')} data-testid="template-library">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 300 }}
          placeholder={t('templates.search')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, current: 1 }))}
          data-testid="template-search"
        />
        <CategorySelect
          style={{ width: 220 }}
          placeholder={t('templates.allCategories')}
          value={query.category}
          onChange={(v: ContractCategory | undefined) => setQuery((q) => ({ ...q, category: v, current: 1 }))}
        />
        {data && (
          <Typography.Text type="secondary" data-testid="template-total">
            {t('templates.total', { n: data.total })}
          </Typography.Text>
        )}
      </Space>
      {error ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Loading />
      ) : data.records.length === 0 ? (
        <Nothing />
      ) : (
        <>
          <div className="template-library__grid">
            {data.records.map((tpl) => (
              <Card
                key={tpl.id}
                className="template-library__card"
                data-testid="template-card"
                hoverable
                title={<span translate="no">{tpl.name}</span>}
                extra={<Tag color="arcoblue">{categoryLabel(tpl.category)}</Tag>}
                actions={[
                  <Button key="p" type="text" size="small" icon={<IconEye />} onClick={() => setPreview(tpl)}>
                    {t('templates.preview')}
                  </Button>,
                  ...(tpl.fileId
                    ? [
                        <FileDownloadButton key="f" fileId={tpl.fileId} type="text" size="small" icon={<IconDownload />}>
                          {t('templates.downloadFile')}
                        </FileDownloadButton>,
                      ]
                    : []),
                  ...(canDraft
                    ? [
                        <Button key="d" type="text" size="small" icon={<IconEdit />} onClick={() => draft(tpl)} data-testid="template-draft">
                          {t('templates.draft')}
                        </Button>,
                      ]
                    : []),
                ]}
              >
                <Typography.Text type="secondary">{t('templates.fieldCount', { n: tpl.fields.length })}</Typography.Text>
                {/* A template's text is as its author wrote it. */}
                <p className="template-library__excerpt" translate="no">
                  {excerpt(tpl)}
                </p>
              </Card>
            ))}
          </div>
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            total={data.total}
            current={data.current}
            pageSize={data.size}
            onChange={(current) => setQuery((q) => ({ ...q, current }))}
          />
        </>
      )}
      <Modal
        title={preview?.name}
        visible={preview !== null}
        onCancel={() => setPreview(null)}
        style={{ width: 880 }}
        footer={
          preview && canDraft ? (
            <Button type="primary" onClick={() => draft(preview)}>
              {t('templates.draft')}
            </Button>
          ) : null
        }
      >
        {preview && (
          <>
            <Typography.Text type="secondary">{t('templates.placeholderHint')}</Typography.Text>
            <div className="template-preview">
              <TemplateText body={preview.body} fields={preview.fields} />
            </div>
          </>
        )}
      </Modal>
    </Card>
  );
}
