/**
 * The frame of a page about one contract: loading, the contract outside the caller's scope (403),
 * unknown, a failed read (retry), no contract named (the picker); otherwise the contract's brief
 * and the page's content.
 */
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ReactNode } from 'react';
import type { ContractDetail, ContractView } from '../../../src/domain/contract-api';
import { ContractBrief } from './ContractBrief';
import { ContractPicker } from './ContractPicker';
import type { useTargetContract } from './useTargetContract';
import './filing.css';
import { FetchFailure } from '../../common/FetchFailure';

interface Props {
  target: ReturnType<typeof useTargetContract>;
  /** The list view the picker searches when no contract is named. */
  pickView: ContractView;
  testId: string;
  children: (contract: ContractDetail, reload: () => void) => ReactNode;
}

export function TargetFrame({ target, pickView, testId, children }: Props) {
  const { detail, matter, error } = target;
  const reload = () => {
    void detail.mutate();
    void matter.mutate();
  };
  let body: ReactNode;
  if (target.missing) body = <ContractPicker view={pickView} />;
  else if (error) {
    body = (
      <FetchFailure
        error={error}
        retry={reload}
        testId="target"
        texts={{ forbidden: 'filing.forbidden', notFound: 'filing.notFound', loadFailed: 'filing.loadFailed', retry: 'filing.retry' }}
      />
    );
  } else if (target.loading || !detail.data) {
    body = (
      <div className="filing-page__loading">
        <Spin data-testid="target-loading" />
      </div>
    );
  } else {
    body = (
      <>
        <ContractBrief contract={detail.data} />
        {children(detail.data, reload)}
      </>
    );
  }
  return (
    <div className="filing-page" data-testid={testId}>
      {body}
    </div>
  );
}
