/**
 * An area's child-region GeoJSON (docs/api/screens.md "Region geometry"): the current status
 * (region/children: stored or not, approval number, version, the child areas it must cover) and the
 * upload (region/geometry/upload, unit.edit) whose every server-side check failure is listed.
 */
import { Alert, Button, Descriptions, Input, Message, Space, Spin, Tag, Typography, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import useSWR from 'swr';
import { isApiFailure } from '../../../src/api/client';
import { getRegionChildren, unitsAdminKeys, uploadRegionGeometry } from '../../../src/api/units-admin';
import type { FieldErrors } from '../../../src/domain/envelope';
import { GEOMETRY_MAX_BYTES, type RegionChildren } from '../../../src/domain/region-geometry';
import { t } from '../../../src/i18n';

const MAX_LISTED = 10;

interface UploadError {
  message: string;
  fields: FieldErrors['fields'];
}

export function GeometryPanel({ areaId, canEdit }: { areaId: number; canEdit: boolean }) {
  const status = useSWR<RegionChildren>(unitsAdminKeys.regionChildren(areaId), () => getRegionChildren(areaId));
  const [approvalNo, setApprovalNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UploadError>();

  const upload = async (file: File) => {
    setError(undefined);
    if (!approvalNo.trim()) {
      setError({ message: t('systemUnits.geo.approvalRequired'), fields: [] });
      return;
    }
    setBusy(true);
    try {
      await uploadRegionGeometry(areaId, approvalNo.trim(), file);
      Message.success(t('systemUnits.geo.uploaded', { name: file.name }));
      await status.mutate();
    } catch (e) {
      if (isApiFailure(e)) setError({ message: e.message, fields: (e.result as FieldErrors | undefined)?.fields ?? [] });
      else setError({ message: String(e), fields: [] });
    } finally {
      setBusy(false);
    }
  };

  const geometry = status.data?.geometry;
  let state: React.ReactNode;
  if (status.isLoading) state = <Spin size={16} />;
  else if (status.error) state = <Typography.Text type="error">{t('systemUnits.loadError')}</Typography.Text>;
  else
    state = (
      <Descriptions
        column={1}
        size="small"
        data={[
          {
            label: t('systemUnits.geo.status'),
            value: geometry ? (
              <Tag color="green">{t('systemUnits.geo.stored')}</Tag>
            ) : (
              <Tag color="gray">{t('systemUnits.geo.none')}</Tag>
            ),
          },
          ...(geometry
            ? [
                { label: t('systemUnits.geo.approvalNo'), value: geometry.approvalNo },
                { label: t('systemUnits.geo.version'), value: geometry.version },
              ]
            : []),
          {
            label: t('systemUnits.geo.children'),
            value: status.data?.children.length
              ? status.data.children.map((c) => `${c.name}${c.adcode ? ` (${c.adcode})` : ''}`).join('、')
              : t('systemUnits.geo.noChildren'),
          },
        ]}
      />
    );

  return (
    <div className="system-units__geo" data-testid="geo-panel">
      <Typography.Title heading={6}>{t('systemUnits.geo.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('systemUnits.geo.intro', { mb: GEOMETRY_MAX_BYTES / 1048576 })}
      </Typography.Paragraph>
      <div data-testid="geo-status">{state}</div>
      {canEdit && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Input
            placeholder={t('systemUnits.geo.approvalPlaceholder')}
            value={approvalNo}
            onChange={setApprovalNo}
            maxLength={100}
            data-testid="geo-approval"
          />
          <Upload
            accept=".json,.geojson"
            showUploadList={false}
            disabled={busy}
            customRequest={({ file, onSuccess }) => {
              void upload(file).then(() => onSuccess?.());
            }}
          >
            <Button icon={<IconUpload />} loading={busy} data-testid="geo-upload">
              {t('systemUnits.geo.upload')}
            </Button>
          </Upload>
          {error && (
            <Alert
              type="error"
              data-testid="geo-error"
              title={error.message}
              content={
                error.fields.length > 0 && (
                  <ul className="system-units__geo-errors">
                    {error.fields.slice(0, MAX_LISTED).map((f) => (
                      <li key={`${f.path}:${f.message}`}>
                        <code>{f.path}</code>: {f.message}
                      </li>
                    ))}
                    {error.fields.length > MAX_LISTED && <li>{t('systemUnits.geo.more', { n: error.fields.length - MAX_LISTED })}</li>}
                  </ul>
                )
              }
            />
          )}
        </Space>
      )}
    </div>
  );
}
