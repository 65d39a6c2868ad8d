/**
 * Demo counterparts: companies that sign contracts with the units. Credit codes are generated (valid
 * under GB 32100, not the companies' real codes); people and phone numbers are invented. The two on
 * the serious-dishonesty list, and the low credit ratings, are invented companies.
 */
import type { Db } from '../db/client';
import { counterparts } from '../db/schema';
import { companyCreditCode } from './credit-codes';
import { idsInOrder, seededRandom } from './util';

export interface CounterpartSeed {
  name: string;
  /** Area of registration (the code's division part). */
  adcode: string;
  legalRepresentative: string;
  contactName: string;
  contactPhone: string;
  address: string;
  creditRating: 'A' | 'B' | 'C';
  seriousDishonest?: boolean;
}

const c = (
  name: string,
  adcode: string,
  legalRepresentative: string,
  contactName: string,
  contactPhone: string,
  address: string,
  creditRating: 'A' | 'B' | 'C' = 'A',
  seriousDishonest = false,
): CounterpartSeed => ({
  name,
  adcode,
  legalRepresentative,
  contactName,
  contactPhone,
  address,
  creditRating,
  ...(seriousDishonest ? { seriousDishonest } : {}),
});

/** The company the demo `company` account belongs to. */
export const DEMO_COMPANY_NAME = '浙江之江建设集团有限公司';

export const COUNTERPART_SEEDS: readonly CounterpartSeed[] = [
  c(DEMO_COMPANY_NAME, '330106', '沈国华', '陈建国', '0571-87651234', '浙江省杭州市西湖区之江路1088号'),
  c('杭州市城市建设投资集团有限公司', '330100', '郑伟民', '何晓燕', '0571-85082266', '浙江省杭州市上城区解放东路18号'),
  c('宁波港建设工程有限公司', '330200', '胡振宇', '邵丽萍', '0574-87325510', '浙江省宁波市江北区扬善路51号'),
  c('中国移动通信集团浙江有限公司', '330100', '李宏伟', '周敏', '0571-88123456', '浙江省杭州市西湖区教工路88号'),
  c('中国电信股份有限公司浙江分公司', '330100', '王建军', '孙佳怡', '0571-87012345', '浙江省杭州市上城区钱江路599号'),
  c('浙江省交通投资集团有限公司', '330000', '俞振华', '金晓峰', '0571-87569988', '浙江省杭州市钱塘区五星路199号'),
  c('浙江大华技术股份有限公司', '330100', '方立群', '汪海涛', '0571-28939522', '浙江省杭州市滨江区滨安路1187号'),
  c('杭州海康威视数字技术股份有限公司', '330100', '胡远航', '蒋文静', '0571-88075998', '浙江省杭州市滨江区阡陌路555号'),
  c('浙江中控技术股份有限公司', '330100', '崔少峰', '许晨', '0571-86667525', '浙江省杭州市滨江区六和路309号'),
  c('中天建设集团有限公司', '330783', '楼建成', '楼佳宁', '0579-86550188', '浙江省东阳市吴宁街道振兴路1号'),
  c('浙江省建工集团有限责任公司', '330100', '沈春林', '钱国强', '0571-87016622', '浙江省杭州市西湖区文三路20号'),
  c('浙江交工集团股份有限公司', '330100', '申屠志远', '吴俊杰', '0571-87569111', '浙江省杭州市滨江区江虹路1750号'),
  c('温州设计集团有限公司', '330300', '叶海明', '林雅琴', '0577-88213366', '浙江省温州市鹿城区车站大道577号'),
  c('绍兴市城市建设投资集团有限公司', '330600', '陶建平', '章丽娟', '0575-85126688', '浙江省绍兴市越城区中兴中路375号', 'B'),
  c('嘉兴市交通投资集团有限责任公司', '330400', '褚明华', '朱浩然', '0573-82099155', '浙江省嘉兴市南湖区由拳路501号', 'B'),
  c('湖州市城市投资发展集团有限公司', '330500', '潘国庆', '姚晓东', '0572-2137700', '浙江省湖州市吴兴区仁皇山路666号'),
  c('金华市轨道交通集团有限公司', '330700', '方建伟', '黄丹丹', '0579-82128800', '浙江省金华市婺城区八一南街1000号'),
  c('衢州市国有资本运营有限公司', '330800', '徐卫东', '毛慧敏', '0570-3022118', '浙江省衢州市柯城区荷花中路258号', 'B'),
  c('舟山海城建设投资集团有限公司', '330900', '虞海波', '乐晓芸', '0580-2282366', '浙江省舟山市定海区临城街道翁山路555号'),
  c('台州市城市建设投资发展集团有限公司', '331000', '陈立新', '应佳琪', '0576-88205516', '浙江省台州市椒江区市府大道618号', 'B'),
  c('丽水市城市建设投资有限责任公司', '331100', '叶剑锋', '吴雪梅', '0578-2138866', '浙江省丽水市莲都区人民街615号'),
  c('杭州联合农村商业银行股份有限公司', '330100', '张海林', '冯雨婷', '0571-87923328', '浙江省杭州市上城区建国中路99号'),
  c('浙江省邮电工程建设有限公司', '330100', '孔德华', '曹一鸣', '0571-85196161', '浙江省杭州市拱墅区莫干山路1418号'),
  c('浙江华东工程咨询有限公司', '330100', '梁志强', '宋佳', '0571-56738800', '浙江省杭州市余杭区五常街道高教路201号'),
  c('宁波市轨道交通集团有限公司', '330200', '施继峰', '戴晓丽', '0574-87326699', '浙江省宁波市鄞州区宁穿路3399号'),
  c('义乌市城市投资建设集团有限公司', '330782', '龚伟', '吴婷婷', '0579-85523300', '浙江省义乌市稠城街道宾王路158号', 'B'),
  c('杭州西溪园林绿化工程有限公司', '330106', '朱建明', '顾小兰', '0571-88971235', '浙江省杭州市西湖区天目山路398号', 'B'),
  c('浙江同创信息技术有限公司', '330110', '罗文斌', '谢思远', '0571-89023456', '浙江省杭州市余杭区仓前街道文一西路1500号', 'C'),
  c('杭州宏远市政工程有限公司', '330110', '赵宏远', '赵晓明', '13905716688', '浙江省杭州市余杭区临平街道迎宾路66号', 'C', true),
  c('温州瑞丰建材贸易有限公司', '330381', '蔡瑞丰', '蔡丽华', '13857712345', '浙江省瑞安市安阳街道万松路128号', 'C', true),
];

/** The seeds with their (valid, unique, stable) credit codes. */
export function counterpartRows(): (CounterpartSeed & { creditCode: string })[] {
  const rand = seededRandom(32100);
  const seen = new Set<string>();
  return COUNTERPART_SEEDS.map((s, i) => {
    let creditCode: string;
    do creditCode = companyCreditCode(s.adcode, rand, i % 2 === 1);
    while (seen.has(creditCode));
    seen.add(creditCode);
    return { ...s, creditCode };
  });
}

/** Inserts the counterparts; returns their ids by name. */
export async function insertCounterparts(db: Db): Promise<Map<string, number>> {
  const rows = counterpartRows();
  const inserted = await db
    .insert(counterparts)
    .values(
      rows.map((r) => ({
        name: r.name,
        creditCode: r.creditCode,
        legalRepresentative: r.legalRepresentative,
        contactName: r.contactName,
        contactPhone: r.contactPhone,
        address: r.address,
        creditRating: r.creditRating,
        seriousDishonest: r.seriousDishonest ?? false,
      })),
    )
    .returning({ id: counterparts.id });
  const ids = idsInOrder(inserted);
  return new Map(rows.map((r, i) => [r.name, ids[i]!]));
}
