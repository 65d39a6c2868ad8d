/**
 * "导出Excel": every contract of the list's query (filters and sort, not the page) as .xlsx through
 * contract/export, saved under the server's file name. Shown to users who hold contract.export.
 */
import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { exportContracts } from '../../src/api/contracts';
import type { ContractListQueryInput } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { reportFailure } from '../../src/api/reportFailure';

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportButton({ query }: { query: ContractListQueryInput }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await exportContracts(query);
      save(blob, fileName);
      Message.success(t('contractLists.exportDone', { name: fileName }));
    } catch (e) {
      reportFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<IconDownload />} loading={busy} onClick={run} data-testid="export-excel">
      {t('contractLists.export')}
    </Button>
  );
}
