/**
 * The demo contract templates (issue 6 "contract-template / smart-template"): five common contracts of
 * government bodies with their fillable fields and full clause bodies. Every {{key}} is a declared field
 * (tests/api/templates.test.ts checks them against the domain schema).
 */
import type { TemplateInput } from '../../src/domain/template';
import type { Db } from '../db/client';
import { contractTemplates } from '../db/schema';

const f = (key: string, label: string, type: 'text' | 'number' | 'date' | 'money', required = true) => ({ key, label, type, required });

export const TEMPLATE_SEEDS: readonly TemplateInput[] = [
  {
    name: '政府采购货物合同',
    category: 'procurementGoods',
    fields: [
      f('buyer', '采购人（甲方）', 'text'),
      f('supplier', '供应商（乙方）', 'text'),
      f('projectName', '采购项目名称', 'text'),
      f('procurementNo', '采购编号', 'text'),
      f('goodsName', '货物名称及规格', 'text'),
      f('quantity', '数量', 'number'),
      f('amount', '合同总价', 'money'),
      f('deliveryDate', '交货日期', 'date'),
      f('deliveryPlace', '交货地点', 'text'),
      f('warrantyMonths', '质保期（月）', 'number'),
      f('signDate', '签订日期', 'date', false),
    ],
    body: `采购人（甲方）：{{buyer}}
供应商（乙方）：{{supplier}}

根据《中华人民共和国民法典》《中华人民共和国政府采购法》及其实施条例，经{{projectName}}（采购编号：{{procurementNo}}）采购活动确定乙方为成交供应商，双方本着平等、自愿、公平、诚实信用的原则，订立本合同。

第一条 合同标的
乙方向甲方提供以下货物：{{goodsName}}，数量{{quantity}}（台/套/件），货物应为全新、未使用过的合格产品，符合国家标准、行业标准及采购文件规定的技术要求。

第二条 合同价款
合同总价为{{amount}}。该价款包括货物价款、运输、装卸、保险、安装调试、培训、税费及质保期内的全部服务费用，合同履行期间不作调整。

第三条 交货
1. 交货日期：乙方应于{{deliveryDate}}前将货物送达{{deliveryPlace}}，并完成安装调试。
2. 乙方应提前三日通知甲方交货时间，货物随附装箱单、合格证、使用说明书及保修卡。

第四条 验收
1. 甲方应在货物交付之日起七个工作日内组织验收，必要时可邀请国家认可的质量检测机构参与。
2. 验收不合格的，乙方应在甲方指定期限内无偿更换或修理，由此产生的费用由乙方承担。

第五条 付款方式
货物验收合格后，乙方开具合法有效的发票，甲方在收到发票之日起十五个工作日内支付合同总价的百分之九十五；余款百分之五作为质量保证金，质保期满无质量问题后无息支付。

第六条 质量保证
质保期为{{warrantyMonths}}个月，自验收合格之日起计算。质保期内货物出现质量问题，乙方应在接到通知后二十四小时内响应，七十二小时内修复或更换。

第七条 违约责任
1. 乙方逾期交货的，每逾期一日按合同总价的千分之三向甲方支付违约金；逾期超过三十日的，甲方有权解除合同。
2. 甲方无正当理由逾期付款的，每逾期一日按逾期金额的万分之五向乙方支付违约金。

第八条 争议解决
因本合同引起的争议，双方协商解决；协商不成的，向甲方所在地人民法院提起诉讼。

第九条 其他
本合同一式四份，甲乙双方各执两份，自双方签字盖章之日起生效。采购文件、响应文件及成交通知书为本合同的组成部分。

甲方（盖章）：{{buyer}}
乙方（盖章）：{{supplier}}
签订日期：{{signDate}}`,
  },
  {
    name: '建设工程施工合同（简版）',
    category: 'procurementWorks',
    fields: [
      f('employer', '发包人', 'text'),
      f('contractor', '承包人', 'text'),
      f('projectName', '工程名称', 'text'),
      f('location', '工程地点', 'text'),
      f('scope', '工程内容及承包范围', 'text'),
      f('startDate', '计划开工日期', 'date'),
      f('endDate', '计划竣工日期', 'date'),
      f('totalDays', '总工期（日历天）', 'number'),
      f('price', '签约合同价', 'money'),
      f('advanceRate', '预付款比例（%）', 'number'),
      f('projectManager', '项目经理', 'text'),
      f('signDate', '签订日期', 'date', false),
    ],
    body: `发包人：{{employer}}
承包人：{{contractor}}

根据《中华人民共和国民法典》《中华人民共和国建筑法》及有关法律规定，遵循平等、自愿、公平和诚实信用的原则，双方就{{projectName}}施工及有关事项协商一致，共同达成如下协议：

一、工程概况
1. 工程名称：{{projectName}}
2. 工程地点：{{location}}
3. 工程内容及承包范围：{{scope}}

二、合同工期
计划开工日期：{{startDate}}；计划竣工日期：{{endDate}}；总工期{{totalDays}}日历天。工期总日历天数与根据前述计划开竣工日期计算的工期天数不一致的，以工期总日历天数为准。

三、质量标准
工程质量符合现行国家有关工程施工质量验收规范和标准的要求，达到合格标准。

四、签约合同价与合同价格形式
签约合同价为{{price}}，合同价格形式为固定总价。因设计变更、发包人要求变更等原因导致的价款调整，按双方确认的变更价款执行。

五、工程款支付
1. 预付款：合同签订后十四日内，发包人按签约合同价的{{advanceRate}}%支付预付款，在进度款中分期扣回。
2. 进度款：按月计量，发包人在确认计量结果后二十八日内支付已完工程价款的百分之八十。
3. 竣工结算：工程竣工验收合格并经审计后支付至结算价的百分之九十七，剩余百分之三作为质量保证金，缺陷责任期满后返还。

六、项目经理
承包人项目经理：{{projectManager}}。项目经理应常驻施工现场，每月在施工现场时间不少于二十二天，未经发包人书面同意不得更换。

七、安全文明施工与农民工工资
承包人应严格遵守安全生产法律法规，落实安全文明施工措施；按规定设立农民工工资专用账户，按月足额支付农民工工资，不得拖欠。

八、违约责任
承包人原因造成工期延误的，每延误一日按签约合同价的万分之五支付逾期竣工违约金，累计不超过签约合同价的百分之五。发包人逾期支付工程款的，按同期贷款市场报价利率支付逾期付款利息。

九、争议解决
合同履行中发生争议，双方协商解决；协商不成的，向工程所在地人民法院提起诉讼。

十、合同生效
本合同自双方法定代表人或其委托代理人签字并加盖公章之日起生效。本合同一式六份，发包人执四份，承包人执两份。

发包人（盖章）：{{employer}}
承包人（盖章）：{{contractor}}
签订日期：{{signDate}}`,
  },
  {
    name: '技术服务合同',
    category: 'procurementServices',
    fields: [
      f('client', '委托方（甲方）', 'text'),
      f('provider', '服务方（乙方）', 'text'),
      f('serviceName', '服务项目名称', 'text'),
      f('serviceContent', '服务内容', 'text'),
      f('startDate', '服务开始日期', 'date'),
      f('endDate', '服务结束日期', 'date'),
      f('fee', '服务费', 'money'),
      f('acceptance', '验收标准', 'text', false),
      f('contactPerson', '甲方联系人', 'text', false),
    ],
    body: `委托方（甲方）：{{client}}
服务方（乙方）：{{provider}}

根据《中华人民共和国民法典》的规定，甲方委托乙方就{{serviceName}}提供技术服务，双方经协商一致，签订本合同。

第一条 服务内容
乙方为甲方提供以下技术服务：{{serviceContent}}。

第二条 服务期限
服务期限自{{startDate}}起至{{endDate}}止。

第三条 服务费用及支付
1. 服务费总额为{{fee}}，含税。
2. 合同签订后十个工作日内甲方支付服务费的百分之三十；服务成果验收合格后十个工作日内支付剩余百分之七十。
3. 乙方收款前应向甲方开具合法有效的增值税发票。

第四条 验收
服务成果按以下标准验收：{{acceptance}}。甲方应在收到乙方验收申请后十个工作日内完成验收并出具书面意见。

第五条 双方权利义务
1. 甲方应按约定提供工作条件和必要的技术资料，联系人为{{contactPerson}}。
2. 乙方应按约定的期限、质量完成服务，对服务中知悉的甲方工作秘密、个人信息和数据承担保密义务，保密期限不因合同终止而终止。
3. 乙方不得将本合同服务转包；确需分包的，应事先取得甲方书面同意。

第六条 知识产权
乙方在履行本合同中形成的技术成果及相关知识产权归甲方所有，乙方保证所提供的服务不侵犯任何第三方的合法权益。

第七条 违约责任
乙方未按约定完成服务的，应在甲方要求的期限内补正，并按服务费总额的百分之五支付违约金；给甲方造成损失的，应予赔偿。

第八条 争议解决
因本合同发生争议，双方协商解决；协商不成的，向甲方所在地人民法院提起诉讼。

第九条 其他
本合同一式四份，双方各执两份，自双方签字盖章之日起生效。

甲方（盖章）：{{client}}
乙方（盖章）：{{provider}}`,
  },
  {
    name: '房屋租赁合同',
    category: 'stateAssetLease',
    fields: [
      f('lessor', '出租方（甲方）', 'text'),
      f('lessee', '承租方（乙方）', 'text'),
      f('address', '房屋坐落', 'text'),
      f('area', '建筑面积（平方米）', 'number'),
      f('purpose', '租赁用途', 'text'),
      f('startDate', '租赁起始日', 'date'),
      f('endDate', '租赁终止日', 'date'),
      f('annualRent', '年租金', 'money'),
      f('deposit', '租赁保证金', 'money'),
      f('signDate', '签订日期', 'date', false),
    ],
    body: `出租方（甲方）：{{lessor}}
承租方（乙方）：{{lessee}}

根据《中华人民共和国民法典》及行政事业单位国有资产管理的有关规定，经公开招租程序，甲乙双方就房屋租赁事宜达成如下协议：

第一条 租赁房屋
甲方将坐落于{{address}}的房屋出租给乙方使用，建筑面积{{area}}平方米。甲方保证对该房屋享有出租的权利。

第二条 租赁用途
乙方租赁该房屋用于{{purpose}}，未经甲方书面同意，乙方不得改变房屋用途。

第三条 租赁期限
租赁期限自{{startDate}}起至{{endDate}}止。期满后乙方需继续承租的，应在期满前三个月书面提出，经甲方同意并依法履行程序后重新签订合同。

第四条 租金及支付
1. 年租金为{{annualRent}}，按季度预付，乙方应于每季度首月十日前支付当季租金。
2. 租金缴入甲方指定的账户，甲方收款后开具合法票据。

第五条 租赁保证金
乙方应于本合同签订之日起五日内向甲方支付租赁保证金{{deposit}}。租赁期满乙方结清全部费用并按约返还房屋后，甲方无息退还保证金。

第六条 房屋使用与维修
1. 乙方应合理使用房屋，不得擅自拆改房屋结构，装修方案应事先取得甲方书面同意。
2. 房屋主体结构的维修由甲方负责；因乙方使用不当造成损坏的，由乙方负责修复或赔偿。
3. 乙方不得将房屋转租、分租或转借他人。

第七条 费用承担
租赁期间的水、电、燃气、通讯、物业管理等费用由乙方承担。

第八条 合同解除
乙方有下列情形之一的，甲方有权解除合同并不予退还保证金：逾期支付租金超过三十日；擅自改变房屋用途；擅自转租；利用房屋从事违法活动。

第九条 争议解决
本合同履行中发生争议，双方协商解决；协商不成的，向房屋所在地人民法院提起诉讼。

第十条 其他
本合同一式三份，甲方执两份，乙方执一份，自双方签字盖章之日起生效。

出租方（盖章）：{{lessor}}
承租方（盖章）：{{lessee}}
签订日期：{{signDate}}`,
  },
  {
    name: '法律顾问服务合同',
    category: 'procurementServices',
    fields: [
      f('client', '聘请方（甲方）', 'text'),
      f('lawFirm', '律师事务所（乙方）', 'text'),
      f('leadLawyer', '主办律师', 'text'),
      f('startDate', '服务开始日期', 'date'),
      f('endDate', '服务结束日期', 'date'),
      f('annualFee', '年度顾问费', 'money'),
      f('reviewLimit', '每年合同审查件数上限', 'number', false),
      f('signDate', '签订日期', 'date', false),
    ],
    body: `聘请方（甲方）：{{client}}
受聘方（乙方）：{{lawFirm}}

为推进依法行政，防范法律风险，根据《中华人民共和国律师法》及有关规定，甲方聘请乙方担任常年法律顾问，双方经协商一致，订立本合同。

第一条 服务期限
顾问服务期限自{{startDate}}起至{{endDate}}止。

第二条 服务内容
1. 对甲方重大行政决策、规范性文件及行政协议提出法律意见；
2. 审查甲方拟签订的合同，全年审查件数原则上不超过{{reviewLimit}}件，重大合同优先办理；
3. 参与甲方重大项目的谈判，协助起草、修改法律文书；
4. 代理甲方参加诉讼、仲裁及行政复议（另行签订委托代理合同的除外）；
5. 为甲方工作人员开展法治培训，每年不少于两次。

第三条 律师指派
乙方指派{{leadLawyer}}律师为主办律师，并组成不少于三人的律师服务团队。更换主办律师应提前十五日书面告知甲方并征得同意。

第四条 顾问费用
年度顾问费为{{annualFee}}，分两期支付：合同签订后十五个工作日内支付百分之五十，服务期满考核合格后支付剩余百分之五十。

第五条 工作要求
1. 一般事项乙方应在收到材料后三个工作日内出具书面意见，紧急事项应在二十四小时内答复。
2. 乙方及其律师对履职中知悉的国家秘密、工作秘密和个人信息负有保密义务。
3. 乙方律师不得在与甲方有利益冲突的案件中担任对方代理人。

第六条 考核
甲方每年对乙方的服务质量进行考核，考核结果作为支付尾款及续聘的依据。

第七条 违约责任
乙方未按约定履行职责，给甲方造成损失的，应承担赔偿责任；情节严重的，甲方有权解除合同。

第八条 争议解决
因本合同发生争议，双方协商解决；协商不成的，向甲方所在地人民法院提起诉讼。

第九条 其他
本合同一式四份，双方各执两份，自双方签字盖章之日起生效。

甲方（盖章）：{{client}}
乙方（盖章）：{{lawFirm}}
签订日期：{{signDate}}`,
  },
];

/** Inserts the demo templates (enabled, no template file). */
export async function insertTemplates(db: Db): Promise<void> {
  await db.insert(contractTemplates).values(
    TEMPLATE_SEEDS.map((t) => ({ name: t.name, category: t.category ?? null, fileId: null, fields: t.fields, body: t.body, enabled: true })),
  );
}
