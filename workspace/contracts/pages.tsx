/**
 * The contract list routes (spec section 2), one component per route over the one ContractList;
 * router/routes.tsx loads them as one chunk.
 */
import { filingRowActions } from './FilingRowAction';
import { ContractList } from './ContractList';
import { LIST_CONFIGS } from './views';

export const UnderwayList = () => <ContractList config={LIST_CONFIGS.underway} />;
export const DraftsList = () => <ContractList config={LIST_CONFIGS.drafts} />;
export const ExecuteList = () => <ContractList config={LIST_CONFIGS.execute} />;
export const ArchivedList = () => <ContractList config={LIST_CONFIGS.archived} />;
export const RecordList = () => <ContractList config={LIST_CONFIGS.record} rowActions={filingRowActions} />;
export const ConditionalList = () => <ContractList config={LIST_CONFIGS.conditional} rowActions={filingRowActions} />;
export const SuperviseList = () => <ContractList config={LIST_CONFIGS.supervise} />;
export const AreaSuperviseList = () => <ContractList config={LIST_CONFIGS.areaSupervise} />;
export const MyUnitList = () => <ContractList config={LIST_CONFIGS.myUnit} />;
export const TransferList = () => <ContractList config={LIST_CONFIGS.transfer} />;
export const RedCodeList = () => <ContractList config={LIST_CONFIGS.redCode} />;
