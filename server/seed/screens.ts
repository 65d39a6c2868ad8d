/**
 * The default layout of every screen route (src/domain/screen.ts SCREEN_ROUTES), inserted as
 * version 1 by the system seed. Placeholder layouts: the screen engine replaces them with the
 * designed ones (keep the export name).
 */
import { SCREEN_ROUTES, type ScreenBodyInput, type ScreenRoute, type WidgetInput } from '../../src/domain/screen';

const TITLES: Record<ScreenRoute, string> = {
  '/view-index': '合同管理指挥中心',
  '/county-index': '区县合同管理态势',
  '/data-view': '合同数据分析',
  '/public-view-index': '政府合同信息公开',
  '/dashboard/analysis': '分析页',
};

function simpleScreen(route: ScreenRoute): ScreenBodyInput {
  const widgets: WidgetInput[] = [
    { i: 'header', x: 0, y: 0, w: 24, h: 2, type: 'header', title: TITLES[route], query: null },
    { i: 'kpiCount', x: 0, y: 2, w: 6, h: 3, type: 'kpi', title: '合同数量', query: { metric: 'contractCount', filters: { period: 'ytd' } } },
    { i: 'kpiAmount', x: 6, y: 2, w: 6, h: 3, type: 'kpi', title: '合同金额', query: { metric: 'contractAmount', filters: { period: 'ytd' } } },
    { i: 'byCategory', x: 0, y: 5, w: 12, h: 8, type: 'bar', title: '合同类别', query: { metric: 'contractCount', groupBy: 'category' } },
    { i: 'byArea', x: 12, y: 2, w: 12, h: 11, type: 'map', title: '区域分布', query: { metric: 'contractCount', groupBy: 'area' } },
  ];
  return {
    route,
    title: TITLES[route],
    designSize: { w: 1920, h: 1080 },
    theme: route === '/dashboard/analysis' ? 'light' : 'dark',
    refreshSec: 60,
    grid: { cols: 24, rowHeight: 60, margin: [12, 12] },
    widgets,
  };
}

export const DEFAULT_SCREENS: ScreenBodyInput[] = SCREEN_ROUTES.map(simpleScreen);
