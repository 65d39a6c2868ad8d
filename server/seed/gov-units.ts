/**
 * Demo government bodies (units of type U under their area's node), with departments (D) and a few
 * offices (O). Bureau departments are listed too. Names follow the real bodies of Zhejiang.
 */

export interface DepartmentSeed {
  name: string;
  offices?: string[];
}

export interface GovUnitSeed {
  name: string;
  /** The area the body belongs to. */
  adcode: string;
  departments?: DepartmentSeed[];
}

const d = (name: string, ...offices: string[]): DepartmentSeed => (offices.length ? { name, offices } : { name });

export const GOV_UNITS: readonly GovUnitSeed[] = [
  // province
  { name: '浙江省财政厅', adcode: '330000', departments: [d('办公室'), d('法规处'), d('政府采购监管处'), d('资产管理处')] },
  { name: '浙江省交通运输厅', adcode: '330000', departments: [d('办公室'), d('政策法规处'), d('规划计划处')] },
  { name: '浙江省住房和城乡建设厅', adcode: '330000' },
  // 杭州市
  {
    name: '杭州市财政局',
    adcode: '330100',
    departments: [d('办公室'), d('法规处', '合同管理科'), d('预算处'), d('政府采购监管处'), d('财务处')],
  },
  {
    name: '杭州市交通运输局',
    adcode: '330100',
    departments: [d('办公室'), d('法规处'), d('规划建设处', '工程管理科'), d('财务处')],
  },
  { name: '杭州市住房和城乡建设局', adcode: '330100', departments: [d('办公室'), d('法规处'), d('规划建设处')] },
  { name: '杭州市教育局', adcode: '330100', departments: [d('办公室'), d('政策法规处'), d('计划财务处')] },
  { name: '杭州市卫生健康委员会', adcode: '330100', departments: [d('办公室'), d('法规处'), d('规划发展与信息化处')] },
  { name: '杭州市自然资源和规划局', adcode: '330100', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '杭州市城市管理局', adcode: '330100' },
  { name: '杭州市商务局', adcode: '330100', departments: [d('办公室'), d('投资促进处')] },
  // 宁波市
  {
    name: '宁波市自然资源和规划局',
    adcode: '330200',
    departments: [d('办公室'), d('法规处', '合同管理科'), d('规划建设处')],
  },
  { name: '宁波市财政局', adcode: '330200', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '宁波市交通运输局', adcode: '330200' },
  { name: '宁波市住房和城乡建设局', adcode: '330200', departments: [d('办公室'), d('规划建设处')] },
  // 温州市
  { name: '温州市财政局', adcode: '330300', departments: [d('办公室'), d('法规处'), d('政府采购监管处')] },
  { name: '温州市教育局', adcode: '330300' },
  { name: '温州市住房和城乡建设局', adcode: '330300', departments: [d('办公室'), d('法规处')] },
  // 嘉兴市
  { name: '嘉兴市交通运输局', adcode: '330400', departments: [d('办公室'), d('法规处'), d('规划建设处')] },
  { name: '嘉兴市财政局', adcode: '330400' },
  // 湖州市
  { name: '湖州市住房和城乡建设局', adcode: '330500', departments: [d('办公室'), d('法规处')] },
  { name: '湖州市财政局', adcode: '330500' },
  // 绍兴市
  { name: '绍兴市财政局', adcode: '330600', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '绍兴市水利局', adcode: '330600' },
  // 金华市
  { name: '金华市教育局', adcode: '330700', departments: [d('办公室'), d('政策法规处')] },
  { name: '金华市商务局', adcode: '330700' },
  // 衢州市
  { name: '衢州市财政局', adcode: '330800', departments: [d('办公室'), d('法规处')] },
  // 舟山市
  { name: '舟山市交通运输局', adcode: '330900' },
  // 台州市
  { name: '台州市财政局', adcode: '331000', departments: [d('办公室'), d('法规处'), d('财务处')] },
  { name: '台州市住房和城乡建设局', adcode: '331000' },
  // 丽水市
  { name: '丽水市财政局', adcode: '331100', departments: [d('办公室'), d('法规处')] },
  { name: '丽水市农业农村局', adcode: '331100' },
  // counties and districts
  {
    name: '西湖区教育局',
    adcode: '330106',
    departments: [d('办公室'), d('法规科'), d('计划财务科', '装备管理股')],
  },
  { name: '西湖区财政局', adcode: '330106', departments: [d('办公室'), d('法规科')] },
  { name: '西湖区住房和城乡建设局', adcode: '330106' },
  { name: '上城区财政局', adcode: '330102', departments: [d('办公室'), d('法规科')] },
  { name: '余杭区交通运输局', adcode: '330110' },
  { name: '桐庐县农业农村局', adcode: '330122' },
  { name: '鄞州区教育局', adcode: '330212', departments: [d('办公室'), d('计划财务科')] },
  { name: '海曙区住房和城乡建设局', adcode: '330203' },
  { name: '鹿城区财政局', adcode: '330302' },
  { name: '义乌市商务局', adcode: '330782', departments: [d('办公室'), d('外资管理科')] },
  { name: '诸暨市教育体育局', adcode: '330681' },
  { name: '安吉县自然资源和规划局', adcode: '330523' },
  { name: '温岭市交通运输局', adcode: '331081' },
];

/** Departments of the judicial bureaus that have them (by the bureau's area code). */
export const BUREAU_DEPARTMENTS: Readonly<Record<string, DepartmentSeed[]>> = {
  '330000': [d('办公室'), d('合法性审查处'), d('行政执法协调监督处')],
  '330100': [d('办公室'), d('合法性审查处', '合同备案科'), d('行政执法协调监督处')],
  '330200': [d('办公室'), d('合法性审查处')],
  '330106': [d('办公室'), d('法治督察科')],
};
