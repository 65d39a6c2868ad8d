/**
 * The build's trimmed Arco Grid style sheet (scripts/vite/trimGridCss.ts): what it keeps and drops,
 * and that the app never passes a Col prop whose classes it drops.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DROPPED_COL_CLASS, trimGridCss } from '../../scripts/vite/trimGridCss';
import { readSource, ROOT, sourceFiles } from './support/imports';

const arcoGrid = fs.readFileSync(path.join(ROOT, 'node_modules/@arco-design/web-react/es/Grid/style/index.css'), 'utf8');

describe("the trimmed Grid style sheet", () => {
  const trimmed = trimGridCss(arcoGrid);

  it('keeps the rows, the spans (plain and per screen size) and the plain offsets', () => {
    for (const cls of ['.arco-row{', '.arco-col-5{', '.arco-col-19{', '.arco-col-offset-4{', '.arco-col-xs-24{', '.arco-col-md-12{', '.arco-col-xxl-6{']) {
      expect(trimmed).toContain(cls);
    }
  });

  it('drops order, push, pull and the offsets per screen size', () => {
    for (const cls of ['.arco-col-order-1{', '.arco-col-push-3{', '.arco-col-pull-2{', '.arco-col-md-offset-2{', '.arco-col-xl-push-1{']) {
      expect(arcoGrid).toContain(cls);
      expect(trimmed).not.toContain(cls);
    }
    expect(trimmed.length).toBeLessThan(arcoGrid.length / 2);
  });

  it('keeps a rule that also names a kept selector, without the dropped one', () => {
    expect(trimGridCss('.arco-col-push-1,.arco-col-5{width:20%}.arco-col-md-order-2{order:2}')).toBe('.arco-col-5{width:20%}');
  });
});

describe('the Col props the app passes', () => {
  const files = sourceFiles('src', 'workspace', 'screens').filter((f) => f.endsWith('.tsx'));
  // <Col …> tags, and Form's labelCol / wrapperCol objects.
  const colProps = files.flatMap((file) => {
    const code = readSource(file);
    return [...code.matchAll(/<(?:Grid\.)?Col\b[^>]*>|\b(?:labelCol|wrapperCol)=\{\{[^}]*\}\}/g)].map((m) => `${file}: ${m[0]}`);
  });

  it('reads them', () => {
    expect(colProps.length).toBeGreaterThan(20);
  });

  it('never order, push or pull, and per screen size only a span', () => {
    const dropped = colProps.filter((p) => /\b(order|push|pull)\b\s*[=:]|\b(xs|sm|md|lg|xl|xxl|xxxl)\s*=\s*\{\{/.test(p));
    expect(dropped).toEqual([]);
    expect(DROPPED_COL_CLASS.test('.arco-col-lg-offset-3')).toBe(true);
  });

  it('gives no List a grid (whose columns take any Col prop)', () => {
    expect(files.filter((f) => /<List\b[^>]*\bgrid=/.test(readSource(f)))).toEqual([]);
  });
});
