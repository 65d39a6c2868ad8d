/**
 * A matter's handle page (approval-handle, seek-handle, fair-review-handle; the bell's links land
 * here with ?matterId=): loads the matter (matter/detail), shows its contract, the matter and the
 * earlier opinions, and the decision form when it is the caller's to decide; otherwise a Result
 * saying why (handled already, not the caller's, no permission, unknown, handled on another page).
 * After a decision: a message, every list and count revalidated, back to the waiting list.
 */
import { Button, Card, Message, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { forgetPrefixes, revalidatePrefix } from '../../src/api/swr';
import { backendOf, getMatter, WORKFLOW_LISTS, workflowKeys } from '../../src/api/workflow';
import type { Backend } from '../../src/config';
import type { MatterResult } from '../../src/domain/contract-write';
import type { MatterKind } from '../../src/domain/matter';
import type { MatterDetail } from '../../src/domain/workflow-api';
import { type MessageKey, t } from '../../src/i18n';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { displayValue } from '../../src/utils/display';
import { HandleForm, type HandleValues } from './HandleForm';
import { handleView, idParam } from './handleState';
import { MatterSummary } from './MatterSummary';
import './workflow.css';
import { FetchFailure } from '../common/FetchFailure';

export interface MatterHandleProps {
  /** The matter kinds this page handles. */
  kinds: readonly MatterKind[];
  /** The waiting list to go back to. */
  listPath: string;
  /** The matter to show instead of ?matterId= (a page that found it another way); undefined = the parameter. */
  matterId?: number | null;
  /** Where to go after a decision (default: the waiting list). */
  landing?: (result: MatterResult, matter: MatterDetail) => string | undefined;
  /** Extra fields of the decision form (see HandleForm). */
  extraFields?: (values: HandleValues, matter: MatterDetail) => ReactNode;
  /** A form of the page's own instead of the decision form (e.g. an owner's submission). */
  renderForm?: (props: MatterFormProps) => ReactNode;
}

/** What a page's own form gets from MatterHandle. */
export interface MatterFormProps {
  matter: MatterDetail;
  backend: Backend;
  /** After a successful write: revalidates the matters and goes to `to` (default: the waiting list). */
  onDone: (to?: string) => void;
  onStale: () => void;
  onCancel: () => void;
}

function State({ matter, view, listPath }: { matter: MatterDetail; view: 'handled' | 'notYours'; listPath: string }) {
  const navigate = useNavigate();
  const back = (
    <Button type="primary" onClick={() => navigate(listPath)}>
      {t('workflow.backToList')}
    </Button>
  );
  if (view === 'handled') {
    const by = matter.handledByName ? t('workflow.handled.by', { name: matter.handledByName, opinion: displayValue(matter.opinion) }) : '';
    return (
      <Card>
        <Result
          status="success"
          data-testid="matter-handled"
          title={t('workflow.handled.title')}
          subTitle={t('workflow.handled.subtitle', { status: t(`contract.matterStatus.${matter.status}` as MessageKey), by })}
          extra={back}
        />
      </Card>
    );
  }
  return (
    <Card>
      <Result status="warning" data-testid="matter-not-yours" title={t('workflow.notYours.title')} subTitle={t('workflow.notYours.subtitle')} extra={back} />
    </Card>
  );
}

export function MatterHandle({ kinds, listPath, matterId, landing, extraFields, renderForm }: MatterHandleProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const backend = backendOf(user?.userType);
  const id = matterId === undefined ? idParam(params.get('matterId')) : matterId;
  const { data, error, isLoading, mutate } = useSWR(user && id ? workflowKeys.matter(id, backend) : null, () => getMatter(id!, backend));

  const back = (
    <Button type="primary" onClick={() => navigate(listPath)}>
      {t('workflow.backToList')}
    </Button>
  );
  if (id === null) {
    return <Result status="404" data-testid="matter-missing" title={t('workflow.missing.title')} subTitle={t('workflow.missing.subtitle')} extra={back} />;
  }
  if (error) {
    return (
      <FetchFailure
        error={error}
        retry={() => void mutate()}
        testId="matter"
        extra={back}
        texts={{ forbidden: 'workflow.forbidden.title', notFound: 'workflow.notFound.title', loadFailed: 'workflow.loadFailed', retry: 'workflow.retry' }}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div className="workflow-list__state" style={{ textAlign: 'center' }}>
        <Spin data-testid="matter-loading" />
      </div>
    );
  }

  const finish = (to?: string) => {
    // The lists are not on show here: forgotten, they load afresh instead of showing this matter
    // as still to do; the counts (in the menu) and the matter refetch in place.
    void forgetPrefixes(Object.values(WORKFLOW_LISTS));
    void revalidatePrefix('matter/');
    void revalidatePrefix('workflow/');
    navigate(to ?? listPath);
  };
  const view = handleView(data, kinds);
  if (view === 'wrongPage') {
    return (
      <Result
        status="info"
        data-testid="matter-wrong-page"
        title={t('workflow.wrongPage.title')}
        extra={
          <Button type="primary" onClick={() => navigate(data.link)}>
            {t('workflow.wrongPage.go')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="matter-handle" data-testid="matter-handle" data-matter-id={data.matterId} data-kind={data.kind}>
      {view !== 'form' && <State matter={data} view={view} listPath={listPath} />}
      <MatterSummary matter={data} backend={backend} />
      {view === 'form' &&
        (renderForm ? (
          renderForm({ matter: data, backend, onStale: () => void mutate(), onCancel: () => navigate(listPath), onDone: finish })
        ) : (
          <HandleForm
            matter={data}
            backend={backend}
            onStale={() => void mutate()}
            onCancel={() => navigate(listPath)}
            onDone={(result) => {
              // One success message per action: the landing names where the contract went, if it can.
              const to = landing?.(result, data);
              if (to === undefined) Message.success(t('workflow.form.done'));
              finish(to);
            }}
            {...(extraFields ? { extraFields: (values: HandleValues) => extraFields(values, data) } : {})}
          />
        ))}
    </div>
  );
}
