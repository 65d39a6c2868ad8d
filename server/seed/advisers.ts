/**
 * Demo legal advisers (法律顾问): lawyers of Zhejiang firms retained by government units. People and
 * licence numbers are invented; a licence number has 17 digits (kind, area, year, sex, sequence).
 */
import type { Db } from '../db/client';
import { legalAdvisers, legalAdviserUnits } from '../db/schema';
import { idsInOrder } from './util';

export interface AdviserSeed {
  name: string;
  firm: string;
  licenceNo: string;
  phone: string;
  /** Names of the units that retain the adviser. */
  units: string[];
}

/** The adviser the demo `lawyer` account is linked to. */
export const DEMO_LAWYER_NAME = '吴律明';

export const ADVISER_SEEDS: readonly AdviserSeed[] = [
  {
    name: DEMO_LAWYER_NAME,
    firm: '浙江天册律师事务所',
    licenceNo: '13301200810123456',
    phone: '13706810231',
    units: ['杭州市财政局', '杭州市交通运输局', '杭州市住房和城乡建设局', '西湖区教育局'],
  },
  {
    name: '张雅琴',
    firm: '国浩律师（杭州）事务所',
    licenceNo: '13301201120234517',
    phone: '13867120452',
    units: ['杭州市教育局', '杭州市卫生健康委员会', '杭州市司法局'],
  },
  {
    name: '李振国',
    firm: '浙江六和律师事务所',
    licenceNo: '13301200510345628',
    phone: '13958001736',
    units: ['浙江省财政厅', '浙江省交通运输厅', '浙江省司法厅'],
  },
  {
    name: '陈思远',
    firm: '北京大成（杭州）律师事务所',
    licenceNo: '13301201510456739',
    phone: '15067129984',
    units: ['杭州市自然资源和规划局', '杭州市商务局', '余杭区交通运输局'],
  },
  {
    name: '周海燕',
    firm: '浙江京衡律师事务所',
    licenceNo: '13301200920567840',
    phone: '18657108825',
    units: ['西湖区财政局', '西湖区住房和城乡建设局', '上城区财政局'],
  },
  {
    name: '孙立新',
    firm: '上海锦天城（杭州）律师事务所',
    licenceNo: '13301201310678951',
    phone: '13588020617',
    units: ['杭州市城市管理局', '桐庐县农业农村局'],
  },
  {
    name: '钱晓东',
    firm: '浙江和义观达律师事务所',
    licenceNo: '13302201210789062',
    phone: '13805742268',
    units: ['宁波市自然资源和规划局', '宁波市财政局', '鄞州区教育局', '海曙区住房和城乡建设局'],
  },
  {
    name: '郑佳慧',
    firm: '浙江嘉瑞成律师事务所',
    licenceNo: '13303201420890173',
    phone: '15957731459',
    units: ['温州市财政局', '温州市住房和城乡建设局', '鹿城区财政局'],
  },
];

/** Inserts the advisers and their units; returns their ids by name. */
export async function insertAdvisers(
  db: Db,
  unitId: (name: string) => number,
  userIdOf: (adviserName: string) => number | null,
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(legalAdvisers)
    .values(
      ADVISER_SEEDS.map((a) => ({
        name: a.name,
        firm: a.firm,
        licenceNo: a.licenceNo,
        phone: a.phone,
        userId: userIdOf(a.name),
      })),
    )
    .returning({ id: legalAdvisers.id });
  const ids = idsInOrder(inserted);
  await db
    .insert(legalAdviserUnits)
    .values(ADVISER_SEEDS.flatMap((a, i) => a.units.map((u) => ({ adviserId: ids[i]!, unitId: unitId(u) }))));
  return new Map(ADVISER_SEEDS.map((a, i) => [a.name, ids[i]!]));
}
