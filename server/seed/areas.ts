/**
 * Demo areas: Zhejiang province, its 11 prefecture-level cities and three counties (districts,
 * county-level cities) of each, with their administrative division codes (GB/T 2260).
 */

export type AreaLevel = 'province' | 'city' | 'county';

export interface AreaSeed {
  name: string;
  adcode: string;
  level: AreaLevel;
  children: AreaSeed[];
}

const county = (name: string, adcode: string): AreaSeed => ({ name, adcode, level: 'county', children: [] });
const city = (name: string, adcode: string, children: AreaSeed[]): AreaSeed => ({ name, adcode, level: 'city', children });

export const PROVINCE: AreaSeed = {
  name: '浙江省',
  adcode: '330000',
  level: 'province',
  children: [
    city('杭州市', '330100', [
      county('上城区', '330102'),
      county('西湖区', '330106'),
      county('余杭区', '330110'),
      county('桐庐县', '330122'),
    ]),
    city('宁波市', '330200', [county('海曙区', '330203'), county('鄞州区', '330212'), county('慈溪市', '330282')]),
    city('温州市', '330300', [county('鹿城区', '330302'), county('瑞安市', '330381'), county('乐清市', '330382')]),
    city('嘉兴市', '330400', [county('南湖区', '330402'), county('海宁市', '330481'), county('桐乡市', '330483')]),
    city('湖州市', '330500', [county('吴兴区', '330502'), county('德清县', '330521'), county('安吉县', '330523')]),
    city('绍兴市', '330600', [county('越城区', '330602'), county('柯桥区', '330603'), county('诸暨市', '330681')]),
    city('金华市', '330700', [county('婺城区', '330702'), county('义乌市', '330782'), county('东阳市', '330783')]),
    city('衢州市', '330800', [county('柯城区', '330802'), county('龙游县', '330825'), county('江山市', '330881')]),
    city('舟山市', '330900', [county('定海区', '330902'), county('普陀区', '330903'), county('岱山县', '330921')]),
    city('台州市', '331000', [county('椒江区', '331002'), county('温岭市', '331081'), county('临海市', '331082')]),
    city('丽水市', '331100', [county('莲都区', '331102'), county('青田县', '331121'), county('龙泉市', '331181')]),
  ],
};

/** Every area, the province first, each city followed by its counties. */
export function allAreas(root: AreaSeed = PROVINCE): AreaSeed[] {
  return [root, ...root.children.flatMap((c) => allAreas(c))];
}

/** The judicial bureau of an area: the province has a department (司法厅), the others bureaus (司法局). */
export const bureauName = (area: AreaSeed): string => (area.level === 'province' ? `${area.name}司法厅` : `${area.name}司法局`);

/** The node that groups an area's government bodies: 省直单位, 市直单位, 区直单位 or 县直单位. */
export function nodeName(area: AreaSeed): string {
  if (area.level === 'province') return '省直单位';
  if (area.level === 'city') return '市直单位';
  return `${area.name.slice(-1)}直单位`;
}
