/**
 * The title bar of a wall: the drill breadcrumb and the period on the left, the title in the middle,
 * the date and a clock on the right. The clock is one interval of its own, cleared on unmount, so
 * only it re-renders each second. Options: `periods` (show the period picker, default true),
 * `clock` (default true).
 */
import { memo, useEffect, useState } from 'react';
import type { Widget } from '../../src/domain/screen';
import { dateFormat } from '../../src/i18n/dateFormat';
import { Breadcrumb } from '../engine/Breadcrumb';
import { shownTitle } from '../engine/labels';
import { PeriodPicker } from '../engine/PeriodPicker';
import { useScreenEnv } from '../engine/ScreenEnv';
import { optBool } from './common';

const two = (n: number) => String(n).padStart(2, '0');

const Clock = memo(function Clock({ language }: { language: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  const weekday = dateFormat(language, { weekday: 'long' }).format(now);
  return (
    <div className="screen-header__clock" data-testid="screen-clock">
      <span className="screen-header__time">{`${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`}</span>
      <span className="screen-header__date">
        <span>{date}</span>
        <span>{weekday}</span>
      </span>
    </div>
  );
});

export function HeaderWidget({ widget, screenTitle }: { widget: Widget; screenTitle: string }) {
  const { language } = useScreenEnv();
  return (
    <header className="screen-header" data-testid="screen-header">
      <div className="screen-header__side screen-header__side--left">
        <Breadcrumb />
        {optBool(widget, 'periods', true) && <PeriodPicker />}
      </div>
      <h1 className="screen-header__title">
        <span className="screen-header__text">{shownTitle(widget.title || screenTitle)}</span>
      </h1>
      <div className="screen-header__side screen-header__side--right">{optBool(widget, 'clock', true) && <Clock language={language} />}</div>
    </header>
  );
}
