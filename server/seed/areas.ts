/**
 * Demo areas: Zhejiang province, its 11 prefecture-level cities and all their 90 county-level
 * divisions (districts, counties, county-level cities) with their current administrative division
 * codes (GB/T 2260). The first demo had only three or four counties per city; the others are marked
 * `later`: their units are inserted after every earlier unit (server/seed/units.ts), so the earlier
 * units keep their ids, credit codes and seal numbers, and the generated contracts stay as they were
 * (the later counties' bureaus sign none: server/seed/contracts/demo-focus.ts).
 */

export type AreaLevel = 'province' | 'city' | 'county';

export interface AreaSeed {
  name: string;
  adcode: string;
  level: AreaLevel;
  children: AreaSeed[];
  /** Added after the first demo tree (see above). */
  later?: boolean;
}

const county = (name: string, adcode: string): AreaSeed => ({ name, adcode, level: 'county', children: [] });
/** A county added after the first demo tree. */
const later = (name: string, adcode: string): AreaSeed => ({ ...county(name, adcode), later: true });
const city = (name: string, adcode: string, children: AreaSeed[]): AreaSeed => ({ name, adcode, level: 'city', children });

export const PROVINCE: AreaSeed = {
  name: '浙江省',
  adcode: '330000',
  level: 'province',
  children: [
    city('杭州市', '330100', [
      county('上城区', '330102'),
      later('拱墅区', '330105'),
      county('西湖区', '330106'),
      later('滨江区', '330108'),
      later('萧山区', '330109'),
      county('余杭区', '330110'),
      later('富阳区', '330111'),
      later('临安区', '330112'),
      later('临平区', '330113'),
      later('钱塘区', '330114'),
      county('桐庐县', '330122'),
      later('淳安县', '330127'),
      later('建德市', '330182'),
    ]),
    city('宁波市', '330200', [
      county('海曙区', '330203'),
      later('江北区', '330205'),
      later('北仑区', '330206'),
      later('镇海区', '330211'),
      county('鄞州区', '330212'),
      later('奉化区', '330213'),
      later('象山县', '330225'),
      later('宁海县', '330226'),
      later('余姚市', '330281'),
      county('慈溪市', '330282'),
    ]),
    city('温州市', '330300', [
      county('鹿城区', '330302'),
      later('龙湾区', '330303'),
      later('瓯海区', '330304'),
      later('洞头区', '330305'),
      later('永嘉县', '330324'),
      later('平阳县', '330326'),
      later('苍南县', '330327'),
      later('文成县', '330328'),
      later('泰顺县', '330329'),
      county('瑞安市', '330381'),
      county('乐清市', '330382'),
      later('龙港市', '330383'),
    ]),
    city('嘉兴市', '330400', [
      county('南湖区', '330402'),
      later('秀洲区', '330411'),
      later('嘉善县', '330421'),
      later('海盐县', '330424'),
      county('海宁市', '330481'),
      later('平湖市', '330482'),
      county('桐乡市', '330483'),
    ]),
    city('湖州市', '330500', [
      county('吴兴区', '330502'),
      later('南浔区', '330503'),
      county('德清县', '330521'),
      later('长兴县', '330522'),
      county('安吉县', '330523'),
    ]),
    city('绍兴市', '330600', [
      county('越城区', '330602'),
      county('柯桥区', '330603'),
      later('上虞区', '330604'),
      later('新昌县', '330624'),
      county('诸暨市', '330681'),
      later('嵊州市', '330683'),
    ]),
    city('金华市', '330700', [
      county('婺城区', '330702'),
      later('金东区', '330703'),
      later('武义县', '330723'),
      later('浦江县', '330726'),
      later('磐安县', '330727'),
      later('兰溪市', '330781'),
      county('义乌市', '330782'),
      county('东阳市', '330783'),
      later('永康市', '330784'),
    ]),
    city('衢州市', '330800', [
      county('柯城区', '330802'),
      later('衢江区', '330803'),
      later('常山县', '330822'),
      later('开化县', '330824'),
      county('龙游县', '330825'),
      county('江山市', '330881'),
    ]),
    city('舟山市', '330900', [county('定海区', '330902'), county('普陀区', '330903'), county('岱山县', '330921'), later('嵊泗县', '330922')]),
    city('台州市', '331000', [
      county('椒江区', '331002'),
      later('黄岩区', '331003'),
      later('路桥区', '331004'),
      later('三门县', '331022'),
      later('天台县', '331023'),
      later('仙居县', '331024'),
      county('温岭市', '331081'),
      county('临海市', '331082'),
      later('玉环市', '331083'),
    ]),
    city('丽水市', '331100', [
      county('莲都区', '331102'),
      county('青田县', '331121'),
      later('缙云县', '331122'),
      later('遂昌县', '331123'),
      later('松阳县', '331124'),
      later('云和县', '331125'),
      later('庆元县', '331126'),
      later('景宁畲族自治县', '331127'),
      county('龙泉市', '331181'),
    ]),
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
