/**
 * The transfer list's 1.0 import: "导入1.0合同" uploads an .xlsx to contract/importV1 (all or nothing,
 * workspace/common/SpreadsheetImport.tsx); "下载导入模板" downloads the template. Shown to users who hold
 * contract.import.
 */
import { importTemplateUrl, importV1Contracts } from '../../src/api/contracts';
import { IMPORT_COLUMNS } from '../../src/domain/contract-import';
import { t } from '../../src/i18n';
import { SpreadsheetImport } from '../common/SpreadsheetImport';

const headerOf = (key: string) => IMPORT_COLUMNS.find((c) => c.key === key)?.header;

export function ImportV1() {
  return (
    <SpreadsheetImport
      className="contract-list__import"
      primary
      upload={importV1Contracts}
      templateUrl={importTemplateUrl}
      headerOf={headerOf}
      label={t('contractLists.import.button')}
      done={(count) => t('contractLists.import.done', { count })}
      testIds={{ button: 'import-v1', template: 'import-template', errors: 'import-errors' }}
    />
  );
}
