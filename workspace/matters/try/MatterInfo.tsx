/**
 * /contract/matter-info-test: one matter's information as every handle page shows it (MatterSummary:
 * its contract, the matter, approval levels, earlier opinions), for a matter id typed in or given as
 * ?matterId=, with a link to the page where it is worked on. Read only.
 */
import { Button, Card, InputNumber, Result, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { backendOf, getMatter, workflowKeys } from '../../../src/api/workflow';
import { t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { idParam } from '../../workflow/handleState';
import { MatterSummary } from '../../workflow/MatterSummary';
import '../../workflow/workflow.css';
import { isForbidden } from '../../../src/api/ApiFailure';
import { failureText } from '../../../src/api/reportFailure';

export default function MatterInfo() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const id = idParam(params.get('matterId'));
  const [typed, setTyped] = useState<number | undefined>(id ?? undefined);
  const { data, error, isLoading } = useSWR(user && id ? workflowKeys.matter(id, backend) : null, () => getMatter(id!, backend));

  let body: React.ReactNode = null;
  if (!id) body = <Result status="info" title={t('matters.try.enterId')} data-testid="matter-info-empty" />;
  else if (error) {
    const forbidden = isForbidden(error);
    body = (
      <Result
        status={forbidden ? '403' : '404'}
        title={forbidden ? t('workflow.forbidden.title') : t('workflow.notFound.title')}
        subTitle={failureText(error)}
        data-testid="matter-info-error"
      />
    );
  } else if (isLoading || !data) body = <Spin data-testid="matter-info-loading" />;
  else
    body = (
      <div data-testid="matter-info-view" data-matter-id={data.matterId} data-kind={data.kind}>
        <MatterSummary matter={data} backend={backend} />
        <Button type="primary" onClick={() => navigate(data.link)} data-testid="matter-info-open">
          {t('matters.try.open')}
        </Button>
      </div>
    );

  return (
    <div className="matter-handle">
      <Card title={t('route.matterInfoTest')}>
        <Space>
          <InputNumber
            min={1}
            max={2_147_483_647}
            precision={0}
            value={typed}
            onChange={(v) => setTyped(v ?? undefined)}
            placeholder={t('matters.try.idPlaceholder')}
            style={{ width: 220 }}
            data-testid="matter-info-id"
          />
          <Button type="primary" disabled={!typed} onClick={() => setParams({ matterId: String(typed) })} data-testid="matter-info-show">
            {t('matters.try.show')}
          </Button>
        </Space>
      </Card>
      {body}
    </div>
  );
}
