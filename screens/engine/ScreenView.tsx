/**
 * A screen rendered in one of its two layout modes over the same widget definitions:
 * - WallScreen: the fixed design canvas scaled to the display (wall mode), with its toolbar on the
 *   canvas (scaled with it, at the bottom edge, away from the header);
 * - GridScreen: a responsive grid inside the workspace (the analysis page), with a toolbar of
 *   breadcrumb, period and refresh.
 * Both hold the drill context, ask one batch per refresh through the given source, and accept
 * `editable` and `onLayoutChange` for the screen editor; `WallStage` is the wall's canvas alone (no
 * page, no toolbar), which the editor (screens/editor) lays out beside its panels.
 */
import { type ReactNode, useCallback, useMemo } from 'react';
import type { Layout } from 'react-grid-layout';
import { useContainerWidth } from 'react-grid-layout';
import { useSWRConfig } from 'swr';
import { type ScreenBody, screenDefaultPeriod } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { useMobile } from '../../src/preferences/useMobile';
import { screenTextVars } from '../../themes/echartsThemes';
import { Breadcrumb } from './Breadcrumb';
import { DrillProvider, type DrillValue, useDrill } from './DrillContext';
import type { AreaCrumb, DrillState } from './drill';
import { shownTitle } from './labels';
import { PeriodPicker } from './PeriodPicker';
import { chartPixelRatio } from './scale';
import { gridColumn, makeScreenEnv, ScreenEnvProvider } from './ScreenEnv';
import { phoneOrder, readingOrder, ScreenGrid } from './ScreenGrid';
import { type ScreenSource, ScreenSourceProvider } from './source';
import { preloadScreenData, type ScreenData, useScreenData } from './useScreenData';
import type { PlaylistState } from './usePlaylist';
import { WallCanvas } from './WallCanvas';
import { WallToolbar } from './WallToolbar';
import './screens.css';

export interface ScreenViewProps {
  body: ScreenBody;
  source: ScreenSource;
  /** Where the drill context starts (null: the caller's scope root, unnamed). */
  root: AreaCrumb | null;
  /** A drill context kept outside (the address of a signed-in wall); `root` is then ignored. */
  drill?: DrillValue | null;
  editable?: boolean;
  onLayoutChange?: (layout: Layout) => void;
  /** The widget the editor has selected. */
  selected?: string | null;
}

/** 'ready' once every widget with a query has its answer for the current context. */
function screenState(body: ScreenBody, data: ScreenData): 'loading' | 'ready' {
  if (data.stale) return 'loading';
  return body.widgets.every((w) => !w.query || data.byWidget.has(w.i)) ? 'ready' : 'loading';
}

const devicePixelRatio = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);

interface WallProps extends ScreenViewProps {
  playlist?: PlaylistState;
  /** More controls for the wall's toolbar (the editor's button for those who may edit). */
  toolbarExtra?: ReactNode;
}

export function WallScreen({ playlist, toolbarExtra, ...props }: WallProps) {
  const { body, source } = props;
  const { cache, mutate } = useSWRConfig();
  // A drill asks for the new context's batch and map at the click, and shows the new context once they are in.
  const onDrill = useCallback((next: DrillState) => preloadScreenData(body, source, next, { store: { cache, mutate } }), [body, source, cache, mutate]);
  // On a phone the same screen reads as one column (the 1920 canvas would be a strip), drilled by tap.
  const phone = useMobile();
  return (
    <ScreenSourceProvider value={props.source}>
      <DrillProvider root={props.root} value={props.drill} onDrill={onDrill}>
        {phone ? <GridBody {...props} phone /> : <WallBody {...props} playlist={playlist} toolbarExtra={toolbarExtra} />}
      </DrillProvider>
    </ScreenSourceProvider>
  );
}

function WallBody({ body, source, editable, onLayoutChange, playlist, toolbarExtra }: WallProps) {
  const { state } = useDrill();
  const data = useScreenData(body, source, state);
  return (
    <div className={`screen-page screen--${body.theme}`}>
      <WallCanvas design={body.designSize} className={`screen--${body.theme}`}>
        {(scale) => (
          <>
            <WallContent body={body} data={data} scale={scale} editable={editable} onLayoutChange={onLayoutChange} />
            <WallToolbar updatedAt={data.updatedAt} onRefresh={data.refresh} playlist={playlist} extra={toolbarExtra} />
          </>
        )}
      </WallCanvas>
    </div>
  );
}

/** The wall's design canvas alone, scaled into its parent (which must be positioned): the editor's stage. */
export function WallStage(props: ScreenViewProps) {
  return (
    <ScreenSourceProvider value={props.source}>
      <DrillProvider root={props.root}>
        <StageBody {...props} />
      </DrillProvider>
    </ScreenSourceProvider>
  );
}

function StageBody({ body, source, editable, onLayoutChange, selected }: ScreenViewProps) {
  const { state } = useDrill();
  const data = useScreenData(body, source, state);
  return (
    <WallCanvas design={body.designSize} className={`screen--${body.theme}`}>
      {(scale) => <WallContent body={body} data={data} scale={scale} editable={editable} onLayoutChange={onLayoutChange} selected={selected} />}
    </WallCanvas>
  );
}

function WallContent({
  body,
  data,
  scale,
  editable,
  onLayoutChange,
  selected,
}: {
  body: ScreenBody;
  data: ScreenData;
  scale: number;
  editable?: boolean;
  onLayoutChange?: (layout: Layout) => void;
  selected?: string | null;
}) {
  const pixelRatio = chartPixelRatio(devicePixelRatio(), scale);
  const defaultPeriod = useMemo(() => screenDefaultPeriod(body.widgets), [body.widgets]);
  const { designSize, grid } = body;
  const env = useMemo(
    () => makeScreenEnv(body.theme, 'wall', pixelRatio, gridColumn(designSize.w, grid.cols, grid.margin[0]), defaultPeriod),
    [body.theme, pixelRatio, designSize.w, grid.cols, grid.margin, defaultPeriod],
  );
  return (
    <ScreenEnvProvider value={env}>
      <div className="screen-root screen-root--wall" data-testid="screen-root" data-screen-state={screenState(body, data)} data-route={body.route}>
        {data.stale && <div className="screen-progress" />}
        <ScreenGrid
          body={body}
          data={data}
          width={body.designSize.w}
          mode="wall"
          scale={scale}
          editable={editable}
          onLayoutChange={onLayoutChange}
          selected={selected}
        />
      </div>
    </ScreenEnvProvider>
  );
}

const GRID_TEXT_VARS = screenTextVars('grid');
const PHONE_TEXT_VARS = screenTextVars('phone');

/** Below this width the workspace grid becomes one column. */
export const STACK_BELOW_PX = 768;

export function GridScreen(props: ScreenViewProps) {
  return (
    <ScreenSourceProvider value={props.source}>
      <DrillProvider root={props.root} value={props.drill}>
        <GridBody {...props} />
      </DrillProvider>
    </ScreenSourceProvider>
  );
}

/**
 * A screen at its container's width: the workspace's analysis page, or (`phone`) a wall on a phone,
 * one column with its KPIs first, then the map, then the rest, its title and breadcrumb on top.
 */
function GridBody({ body: full, source, editable, onLayoutChange, phone = false }: ScreenViewProps & { phone?: boolean }) {
  // The workspace (and a phone) has its own title bar and toolbar: a header widget is not drawn here.
  const body = useMemo(() => ({ ...full, widgets: full.widgets.filter((w) => w.type !== 'header') }), [full]);
  const { state } = useDrill();
  const data = useScreenData(body, source, state);
  const { width, containerRef, mounted } = useContainerWidth();
  const defaultPeriod = useMemo(() => screenDefaultPeriod(body.widgets), [body.widgets]);
  const mode = phone ? 'phone' : 'grid';
  const env = useMemo(() => makeScreenEnv(body.theme, mode, chartPixelRatio(devicePixelRatio(), 1), null, defaultPeriod), [body.theme, mode, defaultPeriod]);
  return (
    <ScreenEnvProvider value={env}>
      <div className={`screen-analysis screen--${body.theme}${phone ? ' screen-phone' : ''}`} style={phone ? PHONE_TEXT_VARS : GRID_TEXT_VARS}>
        <div className="screen-analysis__toolbar">
          {phone ? (
            <h1 className="screen-phone__title" data-testid="screen-phone-title">
              {shownTitle(full.title)}
            </h1>
          ) : (
            <span className="screen-analysis__label">{t('screens.analysis.toolbar')}</span>
          )}
          <Breadcrumb />
          <PeriodPicker />
          <span className="screen-analysis__spacer" />
          {data.updatedAt !== null && (
            <span className="screen-analysis__note">{t('screens.updatedAt', { time: new Date(data.updatedAt).toLocaleTimeString() })}</span>
          )}
          <button type="button" className="screen-analysis__refresh" onClick={data.refresh} data-testid="screen-refresh">
            {t('screens.refresh')}
          </button>
        </div>
        <div ref={containerRef} className="screen-root screen-root--grid" data-testid="screen-root" data-screen-state={screenState(body, data)} data-route={body.route}>
          {data.stale && <div className="screen-progress" />}
          {mounted && (
            <ScreenGrid
              body={body}
              data={data}
              width={width}
              mode="grid"
              stacked={phone || width < STACK_BELOW_PX}
              order={phone ? phoneOrder : readingOrder}
              editable={editable}
              onLayoutChange={onLayoutChange}
            />
          )}
        </div>
      </div>
    </ScreenEnvProvider>
  );
}
