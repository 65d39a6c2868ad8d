/**
 * "导出Excel": every contract of the list's query (filters and sort, not the page) as .xlsx through
 * contract/export, saved under the server's file name. Shown to users who hold contract.export.
 */
import { exportContracts } from '../../src/api/contracts';
import type { ContractListQueryInput } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { FileExportButton } from '../common/FileExportButton';

export function ExportButton({ query }: { query: ContractListQueryInput }) {
  return (
    <FileExportButton
      download={() => exportContracts(query)}
      label={t('contractLists.export')}
      done={(name) => t('contractLists.exportDone', { name })}
      testId="export-excel"
    />
  );
}
