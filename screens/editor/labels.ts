/** The names the editor shows for metrics, dimensions, widget types, periods and options (screens texts). */
import type { WidgetType } from '../../src/domain/screen';
import type { StatsDimension, StatsMetric, StatsPeriod } from '../../src/domain/stats';
import { type MessageKey, t } from '../../src/i18n';

const text = (key: string): string => t(key as MessageKey);

export const metricName = (m: StatsMetric): string => text(`screens.metric.${m}`);
export const dimensionName = (d: StatsDimension): string => text(`screens.dimension.${d}`);
export const widgetTypeName = (type: WidgetType): string => text(`screens.widgetType.${type}`);
export const periodName = (p: StatsPeriod): string => text(`screens.period.${p}`);
export const categoryName = (c: string): string => text(`contract.category.${c}`);
export const optionName = (name: string): string => text(`screens.editor.opt.${name}`);
export const optionChoiceName = (name: string, choice: string): string => text(`screens.editor.opt.${name}.${choice}`);
