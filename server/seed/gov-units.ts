/**
 * Demo government bodies (units of type U under their area's node), with departments (D) and a few
 * offices (O). Bureau departments are listed too. Names follow the real bodies of Zhejiang, short
 * names (简称) their usual ones; most number their contracts by the standard template, a few in their
 * own style, and a few have no numbering of their own.
 */
import { SAMPLE_UNIT_NO_TEMPLATE } from '../../src/domain/unit-numbering';

export interface DepartmentSeed {
  name: string;
  offices?: string[];
}

export interface GovUnitSeed {
  name: string;
  /** The area the body belongs to. */
  adcode: string;
  /** The short name (简称) its contract numbers use. */
  short: string;
  /** Its contract-number template: STANDARD_TEMPLATE when left out, null for a body without its own numbering. */
  template?: string | null;
  departments?: DepartmentSeed[];
}

/** The number template most bodies use: 杭财合〔2026〕12号. */
export const STANDARD_TEMPLATE = SAMPLE_UNIT_NO_TEMPLATE;

const d = (name: string, ...offices: string[]): DepartmentSeed => (offices.length ? { name, offices } : { name });

export const GOV_UNITS: readonly GovUnitSeed[] = [
  // province
  { name: '浙江省财政厅', adcode: '330000', short: '浙财', departments: [d('办公室'), d('法规处'), d('政府采购监管处'), d('资产管理处')] },
  { name: '浙江省交通运输厅', adcode: '330000', short: '浙交', template: '浙交合〔{年}〕{序号}号', departments: [d('办公室'), d('政策法规处'), d('规划计划处')] },
  { name: '浙江省住房和城乡建设厅', adcode: '330000', short: '浙建' },
  // 杭州市
  {
    name: '杭州市财政局',
    adcode: '330100',
    short: '杭财',
    departments: [d('办公室'), d('法规处', '合同管理科'), d('预算处'), d('政府采购监管处'), d('财务处')],
  },
  {
    name: '杭州市交通运输局',
    adcode: '330100',
    short: '杭交',
    departments: [d('办公室'), d('法规处'), d('规划建设处', '工程管理科'), d('财务处')],
  },
  { name: '杭州市住房和城乡建设局', adcode: '330100', short: '杭建', departments: [d('办公室'), d('法规处'), d('规划建设处')] },
  { name: '杭州市教育局', adcode: '330100', short: '杭教', departments: [d('办公室'), d('政策法规处'), d('计划财务处')] },
  { name: '杭州市卫生健康委员会', adcode: '330100', short: '杭卫健', departments: [d('办公室'), d('法规处'), d('规划发展与信息化处')] },
  { name: '杭州市自然资源和规划局', adcode: '330100', short: '杭规划资源', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '杭州市城市管理局', adcode: '330100', short: '杭城管', template: null },
  { name: '杭州市商务局', adcode: '330100', short: '杭商务', departments: [d('办公室'), d('投资促进处')] },
  // 宁波市
  {
    name: '宁波市自然资源和规划局',
    adcode: '330200',
    short: '甬资规',
    departments: [d('办公室'), d('法规处', '合同管理科'), d('规划建设处')],
  },
  { name: '宁波市财政局', adcode: '330200', short: '甬财', template: '{简称}合字〔{年}〕第{序号:3}号', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '宁波市交通运输局', adcode: '330200', short: '甬交' },
  { name: '宁波市住房和城乡建设局', adcode: '330200', short: '甬建', departments: [d('办公室'), d('规划建设处')] },
  // 温州市
  { name: '温州市财政局', adcode: '330300', short: '温财', template: '{简称}〔{年}〕合{序号:4}', departments: [d('办公室'), d('法规处'), d('政府采购监管处')] },
  { name: '温州市教育局', adcode: '330300', short: '温教', template: null },
  { name: '温州市住房和城乡建设局', adcode: '330300', short: '温建', departments: [d('办公室'), d('法规处')] },
  // 嘉兴市
  { name: '嘉兴市交通运输局', adcode: '330400', short: '嘉交', departments: [d('办公室'), d('法规处'), d('规划建设处')] },
  { name: '嘉兴市财政局', adcode: '330400', short: '嘉财' },
  // 湖州市
  { name: '湖州市住房和城乡建设局', adcode: '330500', short: '湖建', departments: [d('办公室'), d('法规处')] },
  { name: '湖州市财政局', adcode: '330500', short: '湖财' },
  // 绍兴市
  { name: '绍兴市财政局', adcode: '330600', short: '绍财', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '绍兴市水利局', adcode: '330600', short: '绍水利' },
  // 金华市
  { name: '金华市教育局', adcode: '330700', short: '金教', departments: [d('办公室'), d('政策法规处')] },
  { name: '金华市商务局', adcode: '330700', short: '金商务', template: null },
  // 衢州市
  { name: '衢州市财政局', adcode: '330800', short: '衢财', departments: [d('办公室'), d('法规处')] },
  // 舟山市
  { name: '舟山市交通运输局', adcode: '330900', short: '舟交', template: null },
  // 台州市
  { name: '台州市财政局', adcode: '331000', short: '台财', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '台州市住房和城乡建设局', adcode: '331000', short: '台建' },
  // 丽水市
  { name: '丽水市财政局', adcode: '331100', short: '丽财', departments: [d('办公室'), d('法规处')] },
  { name: '丽水市农业农村局', adcode: '331100', short: '丽农' },
  // counties and districts
  {
    name: '西湖区教育局',
    adcode: '330106',
    short: '西教',
    departments: [d('办公室'), d('法规科'), d('计划财务科', '装备管理股')],
  },
  { name: '西湖区财政局', adcode: '330106', short: '西财', departments: [d('办公室'), d('法规科')] },
  { name: '西湖区住房和城乡建设局', adcode: '330106', short: '西建' },
  { name: '上城区财政局', adcode: '330102', short: '上财', departments: [d('办公室'), d('法规科')] },
  { name: '余杭区交通运输局', adcode: '330110', short: '余交' },
  { name: '桐庐县农业农村局', adcode: '330122', short: '桐农' },
  { name: '鄞州区教育局', adcode: '330212', short: '鄞教', departments: [d('办公室'), d('计划财务科')] },
  { name: '海曙区住房和城乡建设局', adcode: '330203', short: '海建' },
  { name: '鹿城区财政局', adcode: '330302', short: '鹿财' },
  { name: '义乌市商务局', adcode: '330782', short: '义商务', template: null, departments: [d('办公室'), d('外资管理科')] },
  { name: '诸暨市教育体育局', adcode: '330681', short: '诸教体' },
  { name: '安吉县自然资源和规划局', adcode: '330523', short: '安资规' },
  { name: '温岭市交通运输局', adcode: '331081', short: '温岭交' },
];

/** Departments of the judicial bureaus that have them (by the bureau's area code). */
export const BUREAU_DEPARTMENTS: Readonly<Record<string, DepartmentSeed[]>> = {
  '330000': [d('办公室'), d('合法性审查处'), d('行政执法协调监督处')],
  '330100': [d('办公室'), d('合法性审查处', '合同备案科'), d('行政执法协调监督处')],
  '330200': [d('办公室'), d('合法性审查处')],
  '330106': [d('办公室'), d('法治督察科')],
};
