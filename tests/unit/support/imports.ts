/**
 * The project's imports, read with the TypeScript parser: for the tests of what a page loads
 * (entry-imports.test.ts) and of which part may import which (import-directions.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../../..');

const parse = (code: string, fileName: string) => ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The specifiers a module imports at run time (not `import type`, not `import()`). */
export function runtimeImports(code: string, fileName = 'x.ts'): string[] {
  const out: string[] = [];
  for (const st of parse(code, fileName).statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      // `import { type A, type B } from 'x'` is erased (isolatedModules without verbatimModuleSyntax).
      const onlyTypes = clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) && !st.isTypeOnly) {
      const clause = st.exportClause;
      const onlyTypes = clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

/** Every specifier a module names: imports and exports of values and types, `import()` and `typeof import()`. */
export function allImports(code: string, fileName = 'x.ts'): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(code, fileName));
  return out;
}

/** The file (relative to the root) a relative specifier names, as the bundler resolves it. */
export function resolveRelative(from: string, specifier: string): string | null {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const file = path.join(ROOT, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return candidate;
  }
  return null;
}

/** The TypeScript files under some folders of the root (relative paths), migrations aside. */
export function sourceFiles(...folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(rel);
      } else if (/\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return out.sort();
}

export const readSource = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
