/**
 * Everything a user typed is text (ARCHITECTURE.md section 3, security model): a scan of the product sources
 * (screens/, workspace/, src/, themes/; server/ for the DOM sinks) with the TypeScript parser, so
 * comments and strings that merely mention a name do not count. Each failure names file:line.
 *
 * 1. Charts are made only by screens/widgets/EChart.tsx, which makes every tooltip text-only
 *    (safeOption.ts): no other module imports a chart wrapper (echarts-for-react), ECharts' runtime only by
 *    screens/widgets/echarts.ts (type imports anywhere), its `echarts` core export only by EChart.tsx,
 *    and nothing else calls an `echarts*.init(...)`.
 * 2. No `formatter` / `valueFormatter` writes HTML: no string in one (or in the function a formatter
 *    names, in the same file) holds a tag (`<br`, `<span`, `</div` ...). Formatters return plain
 *    text, '\n' between lines.
 * 3. A label with `rich` styles has a function formatter, and every piece of data it writes goes
 *    through richText (src/domain/escape.ts), so user text cannot carry `{style|...}` markup.
 * 4. No HTML sink at all: dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML,
 *    document.write(ln), createContextualFragment, srcdoc.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FRONT_DIRS = ['screens', 'workspace', 'src', 'themes'];
const SINK_DIRS = [...FRONT_DIRS, 'server'];

const CHART_COMPONENT = 'screens/widgets/EChart.tsx';
const ECHARTS_CORE = 'screens/widgets/echarts.ts';

function sourceFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(child);
      } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(child);
    }
  };
  for (const d of dirs) walk(d);
  return out.sort();
}

const parsed = new Map<string, ts.SourceFile>();
function parse(rel: string): ts.SourceFile {
  let sf = parsed.get(rel);
  if (!sf) {
    const kind = rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sf = ts.createSourceFile(rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(rel, sf);
  }
  return sf;
}

const where = (sf: ts.SourceFile, node: ts.Node) => `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
const snippet = (sf: ts.SourceFile, node: ts.Node) => node.getText(sf).replace(/\s+/g, ' ').slice(0, 100);

function visitAll(node: ts.Node, fn: (n: ts.Node) => void): void {
  fn(node);
  node.forEachChild((c) => visitAll(c, fn));
}

const propName = (name: ts.PropertyName | ts.MemberName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) || ts.isNoSubstitutionTemplateLiteral(name)) ? name.text : undefined;

// ---------------------------------------------------------------- 1. chart creation
/** Problems of one file with how it reaches ECharts. */
function chartCreationProblems(sf: ts.SourceFile): string[] {
  const rel = sf.fileName;
  const problems: string[] = [];
  const check = (node: ts.Node, specifier: string, typeOnly: boolean, names: readonly { name: string; typeOnly: boolean }[] | null) => {
    if (/^echarts-for-react(\/|$)/.test(specifier) && rel !== CHART_COMPONENT) {
      problems.push(`${where(sf, node)}: imports ${specifier}: only ${CHART_COMPONENT} makes charts (it makes tooltips text-only)`);
    }
    if (/^echarts(\/|$)/.test(specifier) && !typeOnly && rel !== ECHARTS_CORE) {
      problems.push(`${where(sf, node)}: imports the ECharts runtime (${specifier}): charts go through ${CHART_COMPONENT}`);
    }
    const core = specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier)) : specifier;
    if (core === ECHARTS_CORE.replace(/\.ts$/, '') && rel !== CHART_COMPONENT) {
      const raw = names === null ? !typeOnly : names.some((n) => n.name === 'echarts' && !n.typeOnly);
      if (raw) problems.push(`${where(sf, node)}: imports the ECharts core from ${specifier}: only ${CHART_COMPONENT} may (it makes tooltips text-only)`);
    }
  };
  visitAll(sf, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const typeOnly = ts.isImportDeclaration(node) ? !!clause?.isTypeOnly : node.isTypeOnly;
      let names: { name: string; typeOnly: boolean }[] | null = null;
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        names = clause.namedBindings.elements.map((e) => ({ name: (e.propertyName ?? e.name).text, typeOnly: typeOnly || e.isTypeOnly }));
        if (clause.name) names.push({ name: 'default', typeOnly });
      } else if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        names = node.exportClause.elements.map((e) => ({ name: (e.propertyName ?? e.name).text, typeOnly: typeOnly || e.isTypeOnly }));
      }
      const allTypes = typeOnly || (names !== null && names.length > 0 && names.every((n) => n.typeOnly) && !clause?.name);
      check(node, node.moduleSpecifier.text, allTypes, names);
    } else if (ts.isCallExpression(node)) {
      const arg = node.arguments[0];
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require');
      if (isImport && arg && ts.isStringLiteralLike(arg)) check(node, arg.text, false, null);
      if (
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'init' &&
        /echarts/i.test(node.expression.expression.getText(sf)) &&
        rel !== CHART_COMPONENT
      ) {
        problems.push(`${where(sf, node)}: creates a chart (${snippet(sf, node)}): only ${CHART_COMPONENT} may`);
      }
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      check(node, node.moduleReference.expression.text, node.isTypeOnly, null);
    }
  });
  return problems;
}

// ---------------------------------------------------------------- 2. formatters
const HTML_TAG = /<\/?\s*[a-zA-Z!][^<]*/;
const FORMATTERS = new Set(['formatter', 'valueFormatter']);

/** The declarations of a name in a file (functions and variables). */
function declarationsOf(sf: ts.SourceFile, name: string): ts.Node[] {
  const found: ts.Node[] = [];
  visitAll(sf, (n) => {
    if ((ts.isFunctionDeclaration(n) || ts.isVariableDeclaration(n)) && n.name && ts.isIdentifier(n.name) && n.name.text === name) found.push(n);
  });
  return found;
}

/** Strings in the node (literals and the text parts of templates) that hold an HTML tag. */
function htmlStrings(node: ts.Node): ts.Node[] {
  const hits: ts.Node[] = [];
  visitAll(node, (n) => {
    if (
      (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) &&
      HTML_TAG.test(n.text)
    ) {
      hits.push(n);
    }
  });
  return hits;
}

function formatterProblems(sf: ts.SourceFile): string[] {
  const problems: string[] = [];
  visitAll(sf, (node) => {
    let name: string | undefined;
    let body: ts.Node | undefined;
    if (ts.isPropertyAssignment(node)) [name, body] = [propName(node.name), node.initializer];
    else if (ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) [name, body] = [propName(node.name), node];
    else if (ts.isShorthandPropertyAssignment(node)) [name, body] = [node.name.text, node.name];
    if (!name || !FORMATTERS.has(name) || !body) return;
    const scanned: ts.Node[] = [body];
    // A formatter named by an identifier (or made by a call): look at what the identifiers name here.
    visitAll(body, (n) => {
      if (ts.isIdentifier(n) && n !== (node as { name?: ts.Node }).name) scanned.push(...declarationsOf(sf, n.text));
    });
    const lines = new Set<string>();
    for (const part of new Set(scanned)) {
      for (const hit of htmlStrings(part)) {
        const at = where(sf, hit);
        if (lines.has(at)) continue;
        lines.add(at);
        problems.push(`${at}: ${name} writes HTML (${snippet(sf, hit)}) in ${where(sf, node)}: return plain text, '\\n' between lines (EChart escapes it)`);
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------- 3. rich labels
/** Is this expression, returned by a rich label's formatter, free of unescaped data? */
function richSafe(e: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) return richSafe(e.expression);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return true;
  if (ts.isCallExpression(e)) return ts.isIdentifier(e.expression) && e.expression.text === 'richText';
  if (ts.isTemplateExpression(e)) return e.templateSpans.every((s) => richSafe(s.expression));
  if (ts.isConditionalExpression(e)) return richSafe(e.whenTrue) && richSafe(e.whenFalse);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) return richSafe(e.left) && richSafe(e.right);
  return false;
}

/** What a function gives back: its expression body, or its return statements (not those of nested functions). */
function returned(fn: ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration): ts.Expression[] {
  if (fn.body && !ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  const walk = (n: ts.Node) => {
    if (ts.isReturnStatement(n)) {
      if (n.expression) out.push(n.expression);
    } else if (!ts.isFunctionLike(n)) n.forEachChild(walk);
  };
  fn.body?.forEachChild(walk);
  return out;
}

function richLabelProblems(sf: ts.SourceFile): string[] {
  const problems: string[] = [];
  visitAll(sf, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const props = new Map<string, ts.ObjectLiteralElementLike>();
    for (const p of node.properties) {
      const n = p.name ? propName(p.name as ts.PropertyName) : undefined;
      if (n) props.set(n, p);
    }
    if (!props.has('rich')) return;
    const formatter = props.get('formatter');
    const fn = formatter && ts.isPropertyAssignment(formatter) ? formatter.initializer : formatter && ts.isMethodDeclaration(formatter) ? formatter : undefined;
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn))) {
      problems.push(`${where(sf, node)}: a label with rich styles needs a function formatter that writes data through richText (the default text and {b} templates are parsed as markup)`);
      return;
    }
    for (const e of returned(fn)) {
      if (!richSafe(e)) problems.push(`${where(sf, e)}: a rich label's formatter writes data without richText: ${snippet(sf, e)}`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------- 4. HTML sinks
const SINK_NAMES = new Set(['dangerouslySetInnerHTML', 'innerHTML', 'outerHTML', 'insertAdjacentHTML', 'createContextualFragment', 'srcdoc', 'srcDoc']);

function sinkProblems(sf: ts.SourceFile): string[] {
  const problems: string[] = [];
  const report = (node: ts.Node, what: string) => problems.push(`${where(sf, node)}: ${what} (${snippet(sf, node)}): user text is text; build React nodes instead`);
  visitAll(sf, (node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (SINK_NAMES.has(name)) report(node, `HTML sink ${name}`);
      if ((name === 'write' || name === 'writeln') && /(^|\.)document$/.test(node.expression.getText(sf))) report(node, `HTML sink document.${name}`);
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && SINK_NAMES.has(node.argumentExpression.text)) {
      report(node, `HTML sink ${node.argumentExpression.text}`);
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && SINK_NAMES.has(node.name.text)) {
      report(node, `HTML sink ${node.name.text}`);
    } else if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && SINK_NAMES.has(propName(node.name) ?? '')) {
      report(node, `HTML sink ${propName(node.name)}`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------- the checks
const scan = (dirs: readonly string[], rule: (sf: ts.SourceFile) => string[]) => sourceFiles(dirs).flatMap((f) => rule(parse(f)));
/** A made-up source file; '#{' in `code` stands for a template placeholder. */
const fake = (code: string, name = 'screens/widgets/Fake.tsx') =>
  ts.createSourceFile(name, code.replaceAll('#{', '$' + '{'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Front-end modules import zod only through src/domain/zod.ts (no eval under the CSP: see that file). */
const ZOD_ENTRY = 'src/domain/zod.ts';
function zodImportProblems(sf: ts.SourceFile): string[] {
  if (sf.fileName === ZOD_ENTRY) return [];
  const out: string[] = [];
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      if (/^zod(\/|$)/.test(st.moduleSpecifier.text)) out.push(`${where(sf, st)}: import zod through ${ZOD_ENTRY}`);
    }
  }
  return out;
}

describe('product sources: user text never becomes markup', () => {
  it('imports zod in the front end only through src/domain/zod.ts, which turns its eval off in the browser', () => {
    expect(scan(FRONT_DIRS, zodImportProblems)).toEqual([]);
    expect(zodImportProblems(fake("import { z } from 'zod';", 'src/domain/x.ts'))).toEqual(['src/domain/x.ts:1: import zod through src/domain/zod.ts']);
  });

  it('scans the product folders', () => {
    const files = sourceFiles(SINK_DIRS);
    expect(files).toContain(CHART_COMPONENT);
    expect(files).toContain('screens/widgets/PieWidget.tsx');
    expect(files.length).toBeGreaterThan(100);
  });

  it('creates charts only through EChart.tsx', () => {
    expect(scan(FRONT_DIRS, chartCreationProblems)).toEqual([]);
  });

  it('has no formatter that writes HTML', () => {
    expect(scan(FRONT_DIRS, formatterProblems)).toEqual([]);
  });

  it('writes data into rich labels only through richText', () => {
    expect(scan(FRONT_DIRS, richLabelProblems)).toEqual([]);
  });

  it('has no HTML sink (innerHTML, dangerouslySetInnerHTML, insertAdjacentHTML, document.write ...)', () => {
    expect(scan(SINK_DIRS, sinkProblems)).toEqual([]);
  });
});

describe('the scan itself catches each violation, with file and line', () => {
  it('a second chart component or a direct init', () => {
    expect(chartCreationProblems(fake(`import ReactECharts from 'echarts-for-react';`))).toEqual([
      `screens/widgets/Fake.tsx:1: imports echarts-for-react: only ${CHART_COMPONENT} makes charts (it makes tooltips text-only)`,
    ]);
    expect(chartCreationProblems(fake(`\nimport * as echarts from 'echarts/core';`))[0]).toMatch(/^screens\/widgets\/Fake\.tsx:2: imports the ECharts runtime/);
    expect(chartCreationProblems(fake(`import { echarts } from './echarts';\necharts.init(el);`))).toHaveLength(2);
    expect(chartCreationProblems(fake(`const m = await import('echarts');`))).toHaveLength(1);
    expect(chartCreationProblems(fake(`import type { EChartsType } from 'echarts/core';\nimport type { ChartOption } from './echarts';\nimport { type ChartOption as C, registerMapOnce } from './echarts';`))).toEqual([]);
  });

  it('a formatter with a tag, inline or named', () => {
    const code = [
      'const tip = (p: { name: string }) => `#{p.name}<br/>#{p.value}`;',
      'export const option = {',
      '  tooltip: { formatter: (p: { name: string }) => `<span>#{p.name}</span>` },',
      '  series: [{ tooltip: { formatter: tip } }, { label: { formatter: "{b}</div>" } }],',
      '  legend: { formatter: (n: string) => [n, "x"].join("<br>") },',
      '};',
    ].join('\n');
    const problems = formatterProblems(fake(code));
    expect(problems.map((p) => p.split(': ')[0])).toEqual(['screens/widgets/Fake.tsx:3', 'screens/widgets/Fake.tsx:1', 'screens/widgets/Fake.tsx:4', 'screens/widgets/Fake.tsx:5']);
    expect(formatterProblems(fake('const o = { tooltip: { formatter: (p: { name: string }) => `#{p.name}\\n#{p.value} < 3` } };'))).toEqual([]);
  });

  it('a rich label writing data as it is', () => {
    expect(richLabelProblems(fake('const l = { rich: { v: {} }, formatter: (p: { name: string }) => `#{p.name}\\n{v|#{richText(p.name)}}` };'))).toHaveLength(1);
    expect(richLabelProblems(fake('const l = {\n  rich: { v: {} },\n  formatter: "{b}",\n};'))[0]).toMatch(/^screens\/widgets\/Fake\.tsx:1: a label with rich styles/);
    expect(richLabelProblems(fake('const l = { rich: { v: {} }, formatter: (p: { n: string }) => { if (!p) return ""; return p.n ? richText(p.n) : `#{richText(p.n)}\\n{v|#{richText(1)}}`; } };'))).toEqual([]);
  });

  it('every HTML sink', () => {
    const code = [
      'el.innerHTML = text;',
      '<div dangerouslySetInnerHTML={{ __html: text }} />;',
      'el.insertAdjacentHTML("beforeend", text);',
      'document.write(text);',
      'window.document.writeln(text);',
      'el["outerHTML"] = text;',
      'range.createContextualFragment(text);',
      '<iframe srcDoc={text} />;',
    ].join('\n');
    const lines = sinkProblems(fake(code, 'workspace/Fake.tsx')).map((p) => p.split(': ')[0]);
    // dangerouslySetInnerHTML counts once as the attribute (line 2); every line is reported.
    expect(new Set(lines)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((l) => `workspace/Fake.tsx:${l}`)));
    expect(sinkProblems(fake('// innerHTML in a comment\nconst s = "innerHTML in a string";'))).toEqual([]);
  });
});
