/**
 * /dashboard/analysis/:pageNo? in the workspace: the analysis screen (stored like the walls, light
 * theme) on a responsive grid, with the same widgets and stats keys as the wall screens, starting at
 * the viewer's own scope, the drill kept in the address like the walls' (useAddressDrill). The optional pageNo is accepted and ignored: the analysis
 * is one page.
 */
import { Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useMemo } from 'react';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';
import { usePermission } from '../../src/permissions/usePermission';
import { GridScreen } from '../engine/ScreenView';
import { sessionSource } from '../engine/source';
import { useAddressDrill } from '../engine/useAddressDrill';
import { useStoredScreen } from './WallPage';
import { WidgetSkeleton } from '../widgets/WidgetStates';

function Analysis() {
  const screen = useStoredScreen('/dashboard/analysis');
  const { drill, scope, error: scopeError } = useAddressDrill();
  const rootArea = scope?.root;
  const root = useMemo(() => (rootArea ? { id: rootArea.id, name: rootArea.name, adcode: rootArea.adcode } : null), [rootArea]);
  const error = (screen.error && !screen.data ? screen.error : null) ?? (scopeError && !drill ? scopeError : null);
  if (error) {
    return <Result status="error" title={t('screens.notFound')} subTitle={isApiFailure(error) ? error.message : undefined} />;
  }
  if (!screen.data || !drill) {
    return (
      <div className="screen-analysis screen--light">
        <WidgetSkeleton />
      </div>
    );
  }
  return <GridScreen key={root?.id ?? 0} body={screen.data.body} source={sessionSource} root={root} drill={drill} />;
}

export default function AnalysisPage() {
  const allowed = usePermission('screen.query');
  return (
    <div className="page-analysis" data-testid="page-analysis">
      {allowed ? <Analysis /> : <Result status="403" title={t('screens.noPermission')} />}
    </div>
  );
}
