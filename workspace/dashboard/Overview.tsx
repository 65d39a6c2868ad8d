/**
 * The workplace overview: the caller's to-dos waiting (and how many are overdue), approvals waiting
 * and unread carbon copies (workflow/counts), and the contracts of the caller's scope by stage and
 * red code (contract/statusCounts). Each figure opens its list; an item the user has no permission
 * for is not shown. Counts refresh every minute and whenever a write revalidates their paths.
 */
import { Button, Card, Empty, Spin, Statistic } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { type ContractStatusCounts, OVERVIEW_KEYS, type WorkflowCounts } from '../../src/api/overview';
import { t } from '../../src/i18n';
import { usePermissionCheck } from '../../src/permissions';
import { overviewTiles, type OverviewTile } from './overviewTiles';

const REFRESH_MS = 60_000;

function Tile({ tile }: { tile: OverviewTile }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`workplace__tile${tile.alert ? ' workplace__tile--alert' : ''}`}
      data-testid={`overview-${tile.id}`}
      onClick={() => navigate(tile.path)}
    >
      <Statistic title={t(tile.title)} value={tile.value} groupSeparator />
      {tile.note ? <span className="workplace__tile-note">{tile.note}</span> : null}
    </button>
  );
}

export function Overview() {
  const can = usePermissionCheck();
  const showWork = can('backlog.query') || can('approval.query') || can('carboncopy.query');
  const showContracts = can('contract.query');
  const work = useSWR<WorkflowCounts>(showWork ? OVERVIEW_KEYS.workflow : null, { refreshInterval: REFRESH_MS });
  const contracts = useSWR<ContractStatusCounts>(showContracts ? OVERVIEW_KEYS.contracts : null, { refreshInterval: REFRESH_MS });

  const failed = (work.error && !work.data) || (contracts.error && !contracts.data);
  const loading = (showWork && !work.data && !work.error) || (showContracts && !contracts.data && !contracts.error);
  const tiles = overviewTiles({
    work: work.data,
    contracts: contracts.data,
    can,
    overdueNote: (count) => t('workplace.overdueNote', { count }),
  });

  let body: React.ReactNode;
  if (!showWork && !showContracts) body = <Empty description={t('workplace.overviewNone')} />;
  else if (failed) {
    body = (
      <Empty
        description={
          <Button
            type="text"
            size="small"
            onClick={() => {
              void work.mutate();
              void contracts.mutate();
            }}
          >
            {t('workplace.loadFailed')} · {t('workplace.retry')}
          </Button>
        }
      />
    );
  } else if (loading) {
    body = (
      <div className="workplace__loading">
        <Spin />
      </div>
    );
  } else {
    body = (
      <div className="workplace__tiles">
        {tiles.map((tile) => (
          <Tile key={tile.id} tile={tile} />
        ))}
      </div>
    );
  }
  return (
    <Card title={t('workplace.overview')} data-testid="workplace-overview">
      {body}
    </Card>
  );
}
