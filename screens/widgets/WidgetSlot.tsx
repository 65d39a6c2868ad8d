/**
 * One widget in its panel: the title bar, then its view, or the skeleton, the empty note or the
 * error (never a blank box). `data-state` tells tests and the wall's watchdog what it shows.
 */
import { memo, type ReactNode } from 'react';
import type { Widget } from '../../src/domain/screen';
import { shownTitle } from '../engine/labels';
import { HeaderWidget } from './HeaderWidget';
import { WIDGET_REGISTRY } from './registry';
import type { DrillTarget, WidgetData, WidgetState } from './types';
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetStates';

export interface WidgetSlotProps {
  widget: Widget;
  data: WidgetData | undefined;
  screenTitle: string;
  onDrill?: (target: DrillTarget) => void;
  onRetry?: () => void;
}

export const WidgetSlot = memo(function WidgetSlot({ widget, data, screenTitle, onDrill, onRetry }: WidgetSlotProps) {
  if (widget.type === 'header') {
    return (
      <div className="screen-widget screen-widget--header" data-widget={widget.i} data-type="header" data-state="ready">
        <HeaderWidget widget={widget} screenTitle={screenTitle} />
      </div>
    );
  }
  const definition = WIDGET_REGISTRY[widget.type];
  let state: WidgetState = data?.state ?? 'loading';
  const result = data?.result;
  if (state === 'ready' && result && definition.isEmpty(result)) state = 'empty';
  const View = definition.view;
  let body: ReactNode;
  if (state === 'ready' && result) body = <View widget={widget} result={result} onDrill={onDrill} />;
  else if (state === 'empty') body = <WidgetEmpty message={data?.message} />;
  else if (state === 'error') body = <WidgetError message={data?.message} onRetry={onRetry} />;
  else body = <WidgetSkeleton />;
  const titled = widget.title.trim().length > 0;
  return (
    <section className={`screen-widget screen-widget--${widget.type}`} data-widget={widget.i} data-type={widget.type} data-state={state} data-testid="screen-widget">
      {titled && (
        <h2 className="screen-widget__title">
          <span className="screen-widget__text">{shownTitle(widget.title)}</span>
        </h2>
      )}
      <div className="screen-widget__body">{body}</div>
    </section>
  );
});
