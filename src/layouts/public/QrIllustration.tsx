/**
 * Illustration of QR-code contract management: the contract's code in the middle, the four stages
 * every party sees through it around it (drawn with CSS and SVG, no images).
 */
import { IconEdit, IconEye, IconFindReplace, IconPen } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../i18n';

const SIZE = 21;
const inFinder = (x: number, y: number) => (x < 7 && y < 7) || (x >= SIZE - 7 && y < 7) || (x < 7 && y >= SIZE - 7);
/** A fixed, QR-looking module pattern (decoration: it encodes nothing). */
const MODULES: [number, number][] = [];
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) if (!inFinder(x, y) && (x * 7 + y * 13 + x * y) % 5 < 2) MODULES.push([x, y]);
}
const FINDERS: [number, number][] = [
  [0, 0],
  [SIZE - 7, 0],
  [0, SIZE - 7],
];

function DecorativeQr() {
  return (
    <svg viewBox={`-1 -1 ${SIZE + 2} ${SIZE + 2}`} className="qr-art__code" aria-hidden="true" shapeRendering="crispEdges">
      <rect x="-1" y="-1" width={SIZE + 2} height={SIZE + 2} fill="#fff" />
      {FINDERS.map(([fx, fy]) => (
        <g key={`${fx}-${fy}`} fill="#0e3a8a">
          <path d={`M${fx} ${fy}h7v7h-7z M${fx + 1} ${fy + 1}v5h5v-5z`} fillRule="evenodd" />
          <rect x={fx + 2} y={fy + 2} width="3" height="3" />
        </g>
      ))}
      <g fill="#0e3a8a">
        {MODULES.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" />
        ))}
      </g>
    </svg>
  );
}

const STAGES: { key: MessageKey; icon: ReactNode; area: string }[] = [
  { key: 'public.promo.qrcode.register', icon: <IconEdit />, area: 'a' },
  { key: 'public.promo.qrcode.review', icon: <IconFindReplace />, area: 'b' },
  { key: 'public.promo.qrcode.perform', icon: <IconEye />, area: 'c' },
  { key: 'public.promo.qrcode.sign', icon: <IconPen />, area: 'd' },
];

export function QrIllustration() {
  return (
    <div className="qr-art" aria-hidden="true">
      <svg className="qr-art__links" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <path d="M50 50L18 18M50 50L82 18M50 50L18 82M50 50L82 82" />
      </svg>
      {STAGES.map(({ key, icon, area }) => (
        <div key={key} className={`qr-art__stage qr-art__stage--${area}`}>
          <span className="qr-art__icon">{icon}</span>
          <span>{t(key)}</span>
        </div>
      ))}
      <div className="qr-art__centre">
        <DecorativeQr />
        <span className="qr-art__caption">{t('public.promo.qrcode.center')}</span>
      </div>
    </div>
  );
}
