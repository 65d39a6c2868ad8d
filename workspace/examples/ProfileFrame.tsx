/** The loading, error and empty states around a profile page's contract. */
import type { ReactNode } from 'react';
import type { ContractDetail, ContractListQueryInput } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { LoadFailed, Loading, Nothing } from './States';
import { useProfileContract } from './useProfileContract';

interface Props {
  children: (detail: ContractDetail, reload: () => void) => ReactNode;
  /** The list whose first contract is shown without ?id= (default the latest changed one). */
  pick?: ContractListQueryInput;
}

export function ProfileFrame({ children, pick }: Props) {
  const { detail, none, error, reload } = useProfileContract(pick);
  if (none) return <Nothing text={t('examples.profile.none')} />;
  if (error && !detail.data) return <LoadFailed onRetry={reload} />;
  if (!detail.data) return <Loading />;
  return <>{children(detail.data, reload)}</>;
}
