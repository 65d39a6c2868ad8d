/** npm start builds the front end when dist/ is missing or older than any of its sources. */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'workspace', 'screens', 'themes', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function frontEndIsStale(root: string, distDir: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export async function buildIfStale(root: string, distDir: string, log: (msg: string) => void): Promise<void> {
  if (!frontEndIsStale(root, distDir)) return;
  log('Building the front end (dist/ is missing or older than its sources)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  log(`Front end built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
