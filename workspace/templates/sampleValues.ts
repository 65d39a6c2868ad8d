/**
 * Realistic example values for a template's fields, for the read-only sample agreement: known keys of
 * the demo templates get fitting Chinese values, any other field a plausible value of its type.
 */
import { renderValue, type TemplateField } from '../../src/domain/template';

const BY_KEY: Record<string, string> = {
  buyer: '杭州市财政局',
  client: '杭州市财政局',
  employer: '杭州市交通运输局',
  lessor: '杭州市机关事务管理局',
  supplier: '浙江华越信息技术有限公司',
  provider: '浙江华越信息技术有限公司',
  contractor: '浙江之江建设集团有限公司',
  lessee: '杭州云栖文化传播有限公司',
  lawFirm: '浙江天平律师事务所',
  leadLawyer: '陈立华',
  projectManager: '周建国',
  contactPerson: '李敏（0571-87000000）',
  projectName: '2026年度办公设备采购项目',
  procurementNo: 'HZCG-2026-0158',
  goodsName: '台式计算机（i5/16G/512G SSD/23.8英寸显示器）',
  serviceName: '政务数据共享平台运维',
  serviceContent: '平台日常巡检、故障处理、安全加固及季度运维报告',
  acceptance: '系统可用率不低于99.5%，故障响应时间不超过2小时',
  location: '杭州市西湖区文三路与学院路交叉口',
  scope: '道路改造工程施工图范围内的道路、排水、交通设施工程',
  address: '杭州市上城区解放路138号一层',
  purpose: '文化展示及办公',
  deliveryPlace: '杭州市上城区解放东路18号市民中心',
};

const BY_TYPE: Record<TemplateField['type'], string> = {
  text: '（示例）',
  number: '12',
  date: '2026-03-01',
  money: '286000.00',
};

export function sampleValueOf(field: TemplateField): string {
  return BY_KEY[field.key] ?? (field.type === 'text' ? `${field.label}${BY_TYPE.text}` : BY_TYPE[field.type]);
}

/** The rendered sample texts of every field. */
export function sampleTexts(fields: readonly TemplateField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const r = renderValue(f, sampleValueOf(f));
    if ('text' in r) out[f.key] = r.text;
  }
  return out;
}
