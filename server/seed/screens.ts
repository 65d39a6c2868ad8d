/**
 * The default layout of every screen route (src/domain/screen.ts SCREEN_ROUTES), inserted as
 * version 1 by the system seed (server/modules/screens/store.ts). Designed at 1920x1080 on a grid of
 * 24 columns and 19 rows of 40 px with 16 px gaps (16 + 19 x 56 = 1080: the rows fill the design
 * height exactly). The walls are dark; the workspace's analysis page is light. Every query is a
 * metric/dimension pair the stats server answers (server/modules/stats/registry.ts); the public
 * screen names no unit or counterpart and has no feeds (de-identified aggregates only).
 *
 * One period per screen (issue 13): every widget answers over the screen's period (本年 'ytd': its
 * picker says "默认（本年）") and follows a period picked on the wall, so the figures shown side by
 * side count the same contracts. A widget that keeps another period locks it (`lockPeriod`) and says
 * so in its title ("近12个月", "累计"); one that counts only some contracts by design says which
 * ("已签订合同…"). tests/unit/screens-defaults.test.ts checks both; tests/api/stats-walls.test.ts
 * checks that the figures agree. docs/screens.md describes the widgets and their options.
 */
import { SCREEN_ROUTES, type ScreenBodyInput, type ScreenRoute, type WidgetInput } from '../../src/domain/screen';
import type { StatsDimension, StatsMetric, StatsPeriod } from '../../src/domain/stats';

/** The wall grid: 24 columns, rows of 40 px, 16 px gaps, 19 rows in 1080 px. */
const WALL_GRID = { cols: 24, rowHeight: 40, margin: [16, 16] as [number, number] };
const DESIGN = { w: 1920, h: 1080 };

type Options = WidgetInput['options'];

interface QueryOf {
  metric: StatsMetric;
  groupBy?: StatsDimension;
  /** Absent: the screen's period (below). */
  period?: StatsPeriod;
  limit?: number;
  sort?: 'valueDesc' | 'valueAsc' | 'key';
}

const query = ({ metric, groupBy, period, limit, sort }: QueryOf): NonNullable<WidgetInput['query']> => ({
  metric,
  ...(groupBy ? { groupBy } : {}),
  filters: period ? { period } : {},
  ...(limit ? { limit } : {}),
  ...(sort ? { sort } : {}),
});

/** A widget at x, y with size w x h. */
function at(
  i: string,
  [x, y, w, h]: [number, number, number, number],
  type: WidgetInput['type'],
  title: string,
  q: QueryOf | null,
  options: Options = {},
): WidgetInput {
  return { i, x, y, w, h, type, title, query: q ? query(q) : null, options };
}

const header = (title: string): WidgetInput => at('header', [0, 0, 24, 2], 'header', title, null);

/** The options of a widget that keeps its own period whatever the wall's (its title names it). */
const OWN_PERIOD = { lockPeriod: true } as const;

/** The period of every screen's widgets that name none: this year. */
const SCREEN_PERIOD: StatsPeriod = 'ytd';

/** The widgets with the screen's period in every query that names none. */
const withPeriod = (widgets: WidgetInput[], period: StatsPeriod = SCREEN_PERIOD): WidgetInput[] =>
  widgets.map((w) => (w.query && !w.query.filters?.period ? { ...w, query: { ...w.query, filters: { ...w.query.filters, period } } } : w));

function wall(route: ScreenRoute, title: string, widgets: WidgetInput[], refreshSec = 60): ScreenBodyInput {
  return { route, title, designSize: DESIGN, theme: 'dark', refreshSec, grid: WALL_GRID, widgets: withPeriod([header(title), ...widgets]) };
}

// ---------------------------------------------------------------- /view-index: the province leader's overview
const VIEW_INDEX = wall('/view-index', '合同管理指挥中心', [
  at('kpiCount', [0, 2, 4, 3], 'kpi', '合同数量', { metric: 'contractCount' }, { accent: 'cyan' }),
  at('kpiAmount', [4, 2, 4, 3], 'kpi', '合同金额', { metric: 'contractAmount' }, { accent: 'gold' }),
  at('kpiFiling', [8, 2, 4, 3], 'kpi', '合同备案率', { metric: 'filingRate' }, { accent: 'green' }),
  at('kpiOnline', [12, 2, 4, 3], 'kpi', '在线签署率', { metric: 'onlineSigningRate' }, { accent: 'blue' }),
  at('kpiRed', [16, 2, 4, 3], 'kpi', '红码预警合同', { metric: 'redCount' }, { accent: 'red' }),
  at('kpiReviewDays', [20, 2, 4, 3], 'kpi', '平均审查用时', { metric: 'reviewDays' }, { accent: 'cyan' }),

  at('byCategory', [0, 5, 6, 5], 'pie', '合同类别分布', { metric: 'contractCount', groupBy: 'category' }, { ring: true, top: 6 }),
  at('unitRanking', [0, 10, 6, 9], 'ranking', '单位合同数量排名', { metric: 'contractCount', groupBy: 'unit', limit: 10, sort: 'valueDesc' }),

  at('map', [6, 5, 12, 9], 'map', '区域合同分布', { metric: 'contractCount', groupBy: 'area' }),
  at('trend', [6, 14, 12, 5], 'line', '近12个月合同数量趋势', { metric: 'contractCount', groupBy: 'month', period: 'last12m', sort: 'key' }, OWN_PERIOD),

  at('lifecycle', [18, 5, 6, 5], 'funnel', '合同全生命周期', { metric: 'contractCount', groupBy: 'phase' }),
  at('reviewOnTime', [18, 10, 3, 4], 'gauge', '审查按时办结率', { metric: 'reviewOnTimeRate' }),
  at('filingOnTime', [21, 10, 3, 4], 'gauge', '按时备案率', { metric: 'onTimeFilingRate' }),
  at('warnings', [18, 14, 6, 5], 'table', '风险预警动态', { metric: 'warningFeed', limit: 20 }),
]);

// ---------------------------------------------------------------- /county-index: a county bureau's view of its region
const COUNTY_INDEX = wall('/county-index', '区县合同监管态势', [
  at('kpiCount', [0, 2, 4, 3], 'kpi', '合同数量', { metric: 'contractCount' }, { accent: 'cyan' }),
  at('kpiAmount', [4, 2, 4, 3], 'kpi', '合同金额', { metric: 'contractAmount' }, { accent: 'gold' }),
  at('kpiFiling', [8, 2, 4, 3], 'kpi', '合同备案率', { metric: 'filingRate' }, { accent: 'green' }),
  at('kpiFilingOnTime', [12, 2, 4, 3], 'kpi', '按时备案率', { metric: 'onTimeFilingRate' }, { accent: 'blue' }),
  at('kpiRed', [16, 2, 4, 3], 'kpi', '红码预警合同', { metric: 'redCount' }, { accent: 'red' }),
  at('kpiOverdue', [20, 2, 4, 3], 'kpi', '超期未办事项', { metric: 'overdueMatters' }, { accent: 'gold' }),

  // The viewer's own area as a real map (a county: its outline, with its units ranked beside it).
  at('map', [0, 5, 12, 9], 'map', '辖区合同分布', { metric: 'contractCount', groupBy: 'area' }),
  at('filingStatus', [12, 5, 6, 5], 'pie', '已签订合同备案状态', { metric: 'contractCount', groupBy: 'filingStatus' }, { ring: true }),
  at('redUnits', [18, 5, 6, 5], 'ranking', '红码合同单位排名', { metric: 'redCount', groupBy: 'unit', limit: 8, sort: 'valueDesc' }, { rows: 5 }),
  at('lifecycle', [12, 10, 6, 4], 'funnel', '合同全生命周期', { metric: 'contractCount', groupBy: 'phase' }),
  at('filings', [18, 10, 6, 4], 'table', '备案审查动态', { metric: 'filingFeed', limit: 20 }),

  at('trend', [0, 14, 8, 5], 'line', '近12个月合同数量趋势', { metric: 'contractCount', groupBy: 'month', period: 'last12m', sort: 'key' }, OWN_PERIOD),
  at('unitContracts', [8, 14, 9, 5], 'bar', '辖区单位合同数量', { metric: 'contractCount', groupBy: 'unit', limit: 6, sort: 'valueDesc' }, { horizontal: true }),
  at('warnings', [17, 14, 7, 5], 'table', '风险预警动态', { metric: 'warningFeed', limit: 20 }),
]);

// ---------------------------------------------------------------- /data-view: analysis
const DATA_VIEW = wall(
  '/data-view',
  '合同数据分析',
  [
    at('legalityRate', [0, 2, 4, 4], 'gauge', '合法性审查率', { metric: 'legalityReviewRate' }),
    at('filingRate', [4, 2, 4, 4], 'gauge', '合同备案率', { metric: 'filingRate' }),
    at('onTimeFilingRate', [8, 2, 4, 4], 'gauge', '按时备案率', { metric: 'onTimeFilingRate' }),
    at('performanceRate', [12, 2, 4, 4], 'gauge', '按期履约率', { metric: 'performanceRate' }),
    at('fairReviewRate', [16, 2, 4, 4], 'gauge', '公平竞争审查率', { metric: 'fairReviewRate' }),
    at('onlineRate', [20, 2, 4, 4], 'gauge', '在线签署率', { metric: 'onlineSigningRate' }),

    at('fundSources', [0, 6, 8, 6], 'bar', '资金来源（有资金来源的合同金额）', { metric: 'contractAmount', groupBy: 'fundSource', sort: 'valueDesc' }, { horizontal: true }),
    at('reviewLevel', [8, 6, 8, 6], 'pie', '已通过合法性审查合同的审查层级', { metric: 'contractCount', groupBy: 'reviewLevel' }, { ring: true }),
    at('amountByArea', [16, 6, 8, 6], 'bar', '区域合同金额', { metric: 'contractAmount', groupBy: 'area', sort: 'valueDesc' }, { horizontal: true }),

    at('calendar', [0, 12, 12, 7], 'calendar', '近12个月合同日历', { metric: 'contractCount', groupBy: 'day', period: 'last12m' }, OWN_PERIOD),
    at('amountTrend', [12, 12, 6, 7], 'line', '近12个月合同金额', { metric: 'contractAmount', groupBy: 'month', period: 'last12m', sort: 'key' }, OWN_PERIOD),
    at('major', [18, 12, 6, 7], 'pie', '重大与一般合同', { metric: 'contractCount', groupBy: 'major' }, { ring: true, legend: 'bottom' }),
  ],
  120,
);

// ---------------------------------------------------------------- /public-view-index: public, de-identified
const PUBLIC_VIEW_INDEX = wall(
  '/public-view-index',
  '政府合同信息公开',
  [
    at('kpiTotal', [0, 2, 6, 3], 'kpi', '累计登记合同', { metric: 'contractCount', period: 'all' }, { accent: 'cyan', ...OWN_PERIOD }),
    at('kpiYear', [6, 2, 6, 3], 'kpi', '本期合同数量', { metric: 'contractCount' }, { accent: 'blue' }),
    at('kpiAmount', [12, 2, 6, 3], 'kpi', '本期合同金额', { metric: 'contractAmount' }, { accent: 'gold' }),
    at('kpiFiling', [18, 2, 6, 3], 'kpi', '合同备案率', { metric: 'filingRate' }, { accent: 'green' }),

    at('byCategory', [0, 5, 6, 7], 'pie', '合同类别分布', { metric: 'contractCount', groupBy: 'category' }, { ring: true, top: 7 }),
    at('signing', [0, 12, 6, 7], 'pie', '已签订合同签署方式', { metric: 'contractCount', groupBy: 'signingMethod' }, { ring: true, legend: 'bottom' }),

    at('map', [6, 5, 12, 9], 'map', '区域合同分布', { metric: 'contractCount', groupBy: 'area' }),
    at('trend', [6, 14, 12, 5], 'line', '近12个月合同数量趋势', { metric: 'contractCount', groupBy: 'month', period: 'last12m', sort: 'key' }, OWN_PERIOD),

    at('lifecycle', [18, 5, 6, 7], 'funnel', '合同办理进度', { metric: 'contractCount', groupBy: 'phase' }),
    at('amountByArea', [18, 12, 6, 7], 'ranking', '各地区合同金额', { metric: 'contractAmount', groupBy: 'area', sort: 'valueDesc' }, { rows: 12 }),
  ],
  300,
);

// ---------------------------------------------------------------- /dashboard/analysis: the workspace (light, responsive)
const ANALYSIS: ScreenBodyInput = {
  route: '/dashboard/analysis',
  title: '合同分析',
  designSize: DESIGN,
  theme: 'light',
  refreshSec: 300,
  grid: { cols: 24, rowHeight: 40, margin: [16, 16] },
  widgets: withPeriod([
    at('kpiCount', [0, 0, 4, 3], 'kpi', '合同数量', { metric: 'contractCount' }),
    at('kpiAmount', [4, 0, 4, 3], 'kpi', '合同金额', { metric: 'contractAmount' }, { accent: 'gold' }),
    at('kpiFiling', [8, 0, 4, 3], 'kpi', '合同备案率', { metric: 'filingRate' }, { accent: 'green' }),
    at('kpiOnline', [12, 0, 4, 3], 'kpi', '在线签署率', { metric: 'onlineSigningRate' }),
    at('kpiRed', [16, 0, 4, 3], 'kpi', '红码预警合同', { metric: 'redCount' }, { accent: 'red' }),
    at('kpiReviewDays', [20, 0, 4, 3], 'kpi', '平均审查用时', { metric: 'reviewDays' }),

    at('trend', [0, 3, 16, 7], 'line', '近12个月合同数量趋势', { metric: 'contractCount', groupBy: 'month', period: 'last12m', sort: 'key' }, OWN_PERIOD),
    at('byCategory', [16, 3, 8, 7], 'pie', '合同类别分布', { metric: 'contractCount', groupBy: 'category' }, { ring: true, top: 6 }),

    at('map', [0, 10, 12, 9], 'map', '区域合同分布', { metric: 'contractCount', groupBy: 'area' }),
    at('unitRanking', [12, 10, 12, 9], 'ranking', '单位合同数量排名', { metric: 'contractCount', groupBy: 'unit', limit: 10, sort: 'valueDesc' }),

    at('lifecycle', [0, 19, 8, 7], 'funnel', '合同全生命周期', { metric: 'contractCount', groupBy: 'phase' }),
    at('filingStatus', [8, 19, 8, 7], 'bar', '已签订合同备案状态', { metric: 'contractCount', groupBy: 'filingStatus' }, { horizontal: false }),
    at('fundSources', [16, 19, 8, 7], 'pie', '资金来源（有资金来源的合同金额）', { metric: 'contractAmount', groupBy: 'fundSource' }, { ring: true }),

    at('calendar', [0, 26, 16, 6], 'calendar', '近12个月合同日历', { metric: 'contractCount', groupBy: 'day', period: 'last12m' }, OWN_PERIOD),
    at('warnings', [16, 26, 8, 6], 'table', '风险预警动态', { metric: 'warningFeed', limit: 20 }),
  ]),
};

const BY_ROUTE: Record<ScreenRoute, ScreenBodyInput> = {
  '/view-index': VIEW_INDEX,
  '/county-index': COUNTY_INDEX,
  '/data-view': DATA_VIEW,
  '/public-view-index': PUBLIC_VIEW_INDEX,
  '/dashboard/analysis': ANALYSIS,
};

export const DEFAULT_SCREENS: ScreenBodyInput[] = SCREEN_ROUTES.map((route) => BY_ROUTE[route]);
