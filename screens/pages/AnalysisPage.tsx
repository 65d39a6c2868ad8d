/**
 * /dashboard/analysis/:pageNo? in the workspace: the analysis screen (stored like the walls, light
 * theme) on a responsive grid, with the same widgets and stats keys as the wall screens, starting at
 * the top area of the user's unit chain. The optional pageNo is accepted and ignored: the analysis
 * is one page.
 */
import { Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useMemo } from 'react';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions/usePermission';
import { useCurrentUser } from '../../src/session/useCurrentUser';
import { rootAreaOf } from '../engine/rootArea';
import { GridScreen } from '../engine/ScreenView';
import { sessionSource } from '../engine/source';
import { useStoredScreen } from './WallPage';
import { WidgetSkeleton } from '../widgets/WidgetStates';

function Analysis() {
  const { user } = useCurrentUser();
  const screen = useStoredScreen('/dashboard/analysis');
  const chain = user?.currentUnitInList;
  const root = useMemo(() => rootAreaOf(chain, 'top'), [chain]);
  if (screen.error && !screen.data) {
    return <Result status="error" title={t('screens.notFound')} subTitle={isApiFailure(screen.error) ? screen.error.message : undefined} />;
  }
  if (!screen.data) {
    return (
      <div className="screen-analysis screen--light">
        <WidgetSkeleton />
      </div>
    );
  }
  return <GridScreen key={root?.id ?? 0} body={screen.data.body} source={sessionSource} root={root} />;
}

export default function AnalysisPage() {
  const allowed = usePermission('screen.query');
  return (
    <div className="page-analysis" data-testid="page-analysis">
      {allowed ? <Analysis /> : <Result status="403" title={t('screens.noPermission')} />}
    </div>
  );
}
