/**
 * The selected widget's properties: title, type, its query (metric, the dimensions the server
 * answers for it, period, category, major, rows, order) and the display options of its type. Every
 * change goes straight into the edited body, so the canvas shows it at once with real data.
 */
import { Alert, Button, DatePicker, Divider, Form, Input, InputNumber, Modal, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { CONTRACT_CATEGORIES, type ContractCategory } from '../../src/domain/contract';
import { PUBLIC_SCREEN_ROUTES, type ScreenRoute, WIDGET_TYPES, type Widget, type WidgetType } from '../../src/domain/screen';
import { acceptsGrouping, STATS_PERIODS, type StatsDimension, type StatsMetric, type StatsPeriod, type StatsQuery } from '../../src/domain/stats';
import { t } from '../../src/i18n';
import { isPrivateWidget } from '../engine/source';
import { changeType, isFeed, withFilters, withGroupBy, withMetric, withOption } from './body';
import { allowsNoGrouping, dimensionsFor, LOCK_FIELDS, metricsFor, type OptionField, WIDGET_KINDS } from './catalog';
import { categoryName, dimensionName, metricName, optionChoiceName, optionName, periodName, widgetTypeName } from './labels';

const FormItem = Form.Item;
const NO_GROUP = '';
const SORTS = ['valueDesc', 'valueAsc', 'key'] as const;
const SORT_DEFAULT = 'default' as const;

export interface WidgetPanelProps {
  widget: Widget;
  route: ScreenRoute;
  onChange(change: (w: Widget) => Widget): void;
  onRemove(key: string): void;
}

export function WidgetPanel({ widget, route, onChange, onRemove }: WidgetPanelProps) {
  const query = widget.query;
  const confirmRemove = () =>
    Modal.confirm({
      title: t('screens.editor.remove'),
      content: t('screens.editor.removeConfirm', { title: widget.title || widgetTypeName(widget.type) }),
      okButtonProps: { status: 'danger' },
      onOk: () => onRemove(widget.i),
    });
  return (
    <Form layout="vertical" size="small" className="screen-editor__form" data-testid="widget-panel" data-widget={widget.i}>
      {PUBLIC_SCREEN_ROUTES.includes(route) && isPrivateWidget(widget) && (
        <Alert type="warning" content={t('screens.editor.publicWarning')} className="screen-editor__alert" />
      )}
      <FormItem label={t('screens.editor.field.title')}>
        <Input
          value={widget.title}
          maxLength={60}
          allowClear
          data-testid="widget-title"
          placeholder={t('screens.editor.untitled')}
          onChange={(title) => onChange((w) => ({ ...w, title }))}
        />
      </FormItem>
      <FormItem label={t('screens.editor.field.type')}>
        <div data-testid="widget-type">
          <Select
            value={widget.type}
            options={WIDGET_TYPES.map((type) => ({ value: type, label: widgetTypeName(type) }))}
            onChange={(type: WidgetType) => onChange((w) => changeType(w, type))}
          />
        </div>
      </FormItem>
      {query && <QueryFields widget={widget} query={query} onChange={onChange} />}
      <OptionFields widget={widget} onChange={onChange} />
      <FormItem label={t('screens.editor.field.position')}>
        <span className="screen-editor__note" data-testid="widget-position">
          {t('screens.editor.position', { x: widget.x + 1, y: widget.y + 1, w: widget.w, h: widget.h })}
        </span>
      </FormItem>
      <Button status="danger" long onClick={confirmRemove} data-testid="widget-remove">
        {t('screens.editor.remove')}
      </Button>
    </Form>
  );
}

function QueryFields({ widget, query, onChange }: { widget: Widget; query: StatsQuery; onChange: WidgetPanelProps['onChange'] }) {
  const type = widget.type;
  const setQuery = (change: (q: StatsQuery) => StatsQuery) => onChange((w) => (w.query ? { ...w, query: change(w.query) } : w));
  const metrics = metricsFor(type);
  if (!metrics.includes(query.metric)) metrics.push(query.metric);
  const dimensions: StatsDimension[] = dimensionsFor(type, query.metric);
  if (query.groupBy && !dimensions.includes(query.groupBy) && acceptsGrouping(query.metric, query.groupBy)) dimensions.push(query.groupBy);
  const feed = isFeed(query.metric);
  const canUngroup = allowsNoGrouping(type, query.metric);
  const grouped = !!query.groupBy;
  const filters = query.filters;
  return (
    <>
      <Divider orientation="left">{t('screens.editor.section.data')}</Divider>
      <FormItem label={t('screens.editor.field.metric')}>
        <div data-testid="widget-metric">
          <Select
            value={query.metric}
            showSearch
            options={metrics.map((m) => ({ value: m, label: metricName(m) }))}
            onChange={(metric: StatsMetric) => setQuery((q) => withMetric(type, q, metric))}
          />
        </div>
      </FormItem>
      {(dimensions.length > 0 || grouped) && (
        <FormItem label={t('screens.editor.field.groupBy')}>
          <div data-testid="widget-groupBy">
            <Select
              value={query.groupBy ?? NO_GROUP}
              disabled={feed}
              options={[
                ...(canUngroup ? [{ value: NO_GROUP, label: t('screens.editor.field.noGroup') }] : []),
                ...dimensions.map((d) => ({ value: d, label: dimensionName(d) })),
              ]}
              onChange={(d: string) => setQuery((q) => withGroupBy(q, d === NO_GROUP ? undefined : (d as StatsDimension)))}
            />
          </div>
        </FormItem>
      )}
      <FormItem label={t('screens.editor.field.period')}>
        <div data-testid="widget-period">
          <Select
            value={filters.period}
            options={STATS_PERIODS.map((p) => ({ value: p, label: periodName(p) }))}
            onChange={(period: StatsPeriod) =>
              setQuery((q) => {
                if (period !== 'custom') return withFilters(q, { period });
                const today = new Date().toISOString().slice(0, 10);
                return withFilters(q, { period, from: q.filters.from ?? `${today.slice(0, 4)}-01-01`, to: q.filters.to ?? today });
              })
            }
          />
        </div>
      </FormItem>
      {filters.period === 'custom' && (
        <FormItem label={t('screens.editor.field.range')}>
          <DatePicker.RangePicker
            value={filters.from && filters.to ? [filters.from, filters.to] : undefined}
            allowClear={false}
            onChange={(dates: string[]) => {
              const [from, to] = dates;
              if (from && to) setQuery((q) => withFilters(q, { period: 'custom', from, to }));
            }}
          />
        </FormItem>
      )}
      <FormItem label={t('screens.editor.field.category')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount={2}
          placeholder={t('screens.editor.field.allCategories')}
          value={filters.category ?? []}
          options={CONTRACT_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))}
          onChange={(category: ContractCategory[]) => setQuery((q) => withFilters(q, { category }))}
        />
      </FormItem>
      <FormItem label={t('screens.editor.field.major')}>
        <Select
          value={filters.major === undefined ? 'any' : filters.major ? 'major' : 'ordinary'}
          options={(['any', 'major', 'ordinary'] as const).map((v) => ({ value: v, label: t(`screens.editor.major.${v}`) }))}
          onChange={(v: 'any' | 'major' | 'ordinary') => setQuery((q) => withFilters(q, { major: v === 'any' ? undefined : v === 'major' }))}
        />
      </FormItem>
      {(grouped || feed) && (
        <div className="screen-editor__row">
          <FormItem label={t('screens.editor.field.limit')}>
            <InputNumber
              value={query.limit}
              min={1}
              max={50}
              precision={0}
              placeholder={t('screens.editor.field.limitAll')}
              onChange={(limit: number | undefined) =>
                setQuery((q) => {
                  const { limit: _old, ...rest } = q;
                  return typeof limit === 'number' && limit >= 1 ? { ...rest, limit: Math.min(50, Math.round(limit)) } : rest;
                })
              }
            />
          </FormItem>
          {grouped && (
            <FormItem label={t('screens.editor.field.sort')}>
              <Select
                value={query.sort ?? SORT_DEFAULT}
                options={[SORT_DEFAULT, ...SORTS].map((s) => ({ value: s, label: t(`screens.editor.sort.${s}`) }))}
                onChange={(s: string) =>
                  setQuery((q) => {
                    const { sort: _old, ...rest } = q;
                    return s === SORT_DEFAULT ? rest : { ...rest, sort: s as (typeof SORTS)[number] };
                  })
                }
              />
            </FormItem>
          )}
        </div>
      )}
    </>
  );
}

function OptionFields({ widget, onChange }: { widget: Widget; onChange: WidgetPanelProps['onChange'] }) {
  const fields: OptionField[] = [...WIDGET_KINDS[widget.type].fields, ...(widget.query ? LOCK_FIELDS : [])];
  if (fields.length === 0) return null;
  const set = (name: string, value: string | number | boolean | undefined) => onChange((w) => withOption(w, name, value));
  return (
    <>
      <Divider orientation="left">{t('screens.editor.section.display')}</Divider>
      {fields.map((f) => {
        const current = widget.options[f.name];
        if (f.kind === 'bool') {
          return (
            // biome-ignore lint/a11y/noLabelWithoutControl: Arco's Switch renders the button the label names
            <label key={f.name} className="screen-editor__toggle">
              <span>{optionName(f.name)}</span>
              <Switch
                size="small"
                checked={typeof current === 'boolean' ? current : f.fallback}
                data-testid={`widget-opt-${f.name}`}
                onChange={(on: boolean) => set(f.name, on)}
              />
            </label>
          );
        }
        if (f.kind === 'number') {
          return (
            <FormItem key={f.name} label={optionName(f.name)}>
              <InputNumber
                value={typeof current === 'number' ? current : undefined}
                placeholder={String(f.fallback)}
                min={f.min}
                max={f.max}
                precision={0}
                onChange={(v: number | undefined) => set(f.name, typeof v === 'number' ? Math.max(f.min, Math.min(f.max, Math.round(v))) : undefined)}
              />
            </FormItem>
          );
        }
        if (f.kind === 'choice') {
          return (
            <FormItem key={f.name} label={optionName(f.name)}>
              <Select
                value={typeof current === 'string' && f.choices.includes(current) ? current : f.fallback}
                options={f.choices.map((c) => ({ value: c, label: optionChoiceName(f.name, c) }))}
                onChange={(v: string) => set(f.name, v)}
              />
            </FormItem>
          );
        }
        return (
          <FormItem key={f.name} label={optionName(f.name)}>
            <Input value={typeof current === 'string' ? current : ''} maxLength={f.maxLength} allowClear onChange={(v) => set(f.name, v)} />
          </FormItem>
        );
      })}
    </>
  );
}
