/**
 * /contract/step-register: registers a new main contract, or (?id=) edits a contract of the drafts
 * box or a registered one (agreements too). ?draftFileId= attaches a file from smart drafting as
 * the draft text. Saving a new draft switches the page to editing it; registering opens its detail.
 */
import { Button, Card, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { filesByIds } from '../../../src/api/contractRegister';
import { t } from '../../../src/i18n';
import { ExceptionPage } from '../../exception/ExceptionPage';
import { parseId } from '../detail/format';
import { useContractDetail } from '../detail/useContractDetail';
import { ContractForm } from './ContractForm';
import { EMPTY_VALUES, partyHintsOf, uploadedItem, valuesOfDetail } from './formModel';
import { LoadFailed, Loading } from './LoadState';
import { editPath } from './saveContract';

/** Statuses whose form may still be edited (contract/edit). */
const EDITABLE = ['draft', 'registered'];

function EditContract({ id }: { id: number }) {
  const { data, error, mutate } = useContractDetail(id, 'admin');
  const [reloads, setReloads] = useState(0);
  const navigate = useNavigate();

  if (error) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!data) return <Loading />;
  if (!EDITABLE.includes(data.status)) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('contractRegister.load.notEditable', { status: t(`contract.status.${data.status}`) })}
          extra={
            <Link to={`/contract/detail?id=${id}`}>
              <Button type="primary">{t('contractRegister.load.openDetail')}</Button>
            </Link>
          }
          data-testid="register-not-editable"
        />
      </Card>
    );
  }
  return (
    <ContractForm
      key={`${id}:${reloads}`}
      initial={valuesOfDetail(data)}
      editing={{ id: data.id, version: data.version, status: data.status }}
      hints={partyHintsOf(data)}
      project={data.project}
      agreement={data.parent ? { unitId: data.unitId, parent: data.parent } : undefined}
      onCreated={(newId) => navigate(editPath(newId), { replace: true })}
      onStale={() => {
        void mutate().then(() => setReloads((n) => n + 1));
      }}
    />
  );
}

function NewContract({ draftFileId }: { draftFileId: number | null }) {
  const navigate = useNavigate();
  const { data: files, error } = useSWR(draftFileId ? ['sys_files/getListByIds', { ids: String(draftFileId) }] : null, () =>
    filesByIds([draftFileId as number]),
  );
  if (draftFileId && !files && !error) return <Loading />;
  const draftFile = draftFileId ? (files?.find((f) => f.fileId === draftFileId) ?? null) : null;
  const initial = draftFile ? { ...EMPTY_VALUES, files_draft: [uploadedItem(draftFile.fileId, draftFile.fileName)] } : EMPTY_VALUES;
  return <ContractForm initial={initial} onCreated={(id) => navigate(editPath(id), { replace: true })} onStale={() => undefined} />;
}

export default function RegisterPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = parseId(rawId);
  if (rawId !== null && id === null) return <ExceptionPage status="404" subtitle={t('contractRegister.load.badId')} />;
  return id ? <EditContract id={id} /> : <NewContract draftFileId={parseId(params.get('draftFileId'))} />;
}
