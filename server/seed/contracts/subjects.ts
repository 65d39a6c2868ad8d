/**
 * What generated contracts are about: subjects per category (with extras per kind of body), how a
 * contract name is built from them (《杭州市财政局预算管理一体化系统运维服务合同》, 《余杭区...地块国有
 * 建设用地使用权出让合同》, 《宁波市城市更新PPP项目合作协议》), and project templates that group a few
 * contracts. Placeholders: {place} a road or district, {year} the signing year, {industry} an
 * industry, {lot} a land-lot code.
 */
import type { ContractCategory } from '../../../src/domain/contract';
import type { UnitDomain } from './domains';
import type { Rand } from './random';
import { pick, randInt } from './random';

/** A subject and the document word that ends the name. `area` names the contract after the area, not the body. */
interface SubjectTemplate {
  subject: string;
  suffix: string;
  area?: boolean;
}

const s = (subject: string, suffix = '合同', area = false): SubjectTemplate => (area ? { subject, suffix, area } : { subject, suffix });

const GENERIC: Readonly<Record<ContractCategory, readonly SubjectTemplate[]>> = {
  procurementServices: [
    s('{year}年度法律顾问服务'),
    s('{year}年度物业管理服务'),
    s('办公楼保洁服务'),
    s('{year}年度安保服务'),
    s('政务信息系统运维服务'),
    s('档案数字化加工服务'),
    s('公务用车租赁服务'),
    s('机关食堂委托经营服务'),
    s('网络安全等级保护测评服务'),
    s('{year}年度财务审计服务'),
    s('政务云资源租赁服务'),
  ],
  procurementGoods: [
    s('办公设备', '采购合同'),
    s('服务器及存储设备', '采购合同'),
    s('网络安全设备', '采购合同'),
    s('新能源公务用车', '采购合同'),
    s('办公家具', '采购合同'),
    s('视频会议系统', '采购合同'),
  ],
  procurementWorks: [
    s('办公楼维修改造工程', '施工合同'),
    s('{place}综合整治工程', '施工合同'),
    s('{place}道路提升改造工程', '施工合同'),
    s('{place}雨污分流改造工程', '施工合同'),
  ],
  govInvestedConstruction: [
    s('{place}综合服务中心建设项目工程总承包'),
    s('{place}邻里中心建设项目代建'),
    s('{place}地下停车场建设工程', '施工总承包合同'),
  ],
  franchisePPP: [
    s('城市更新', 'PPP项目合作协议', true),
    s('污水处理厂', 'PPP项目合作协议', true),
    s('生活垃圾焚烧发电项目', '特许经营协议', true),
    s('公共停车场建设运营', '特许经营协议', true),
    s('地下综合管廊', 'PPP项目合作协议', true),
    s('智慧路灯建设运营', 'PPP项目合作协议', true),
  ],
  expropriation: [
    s('{place}地块国有土地上房屋征收补偿', '协议', true),
    s('{place}片区集体土地征收补偿', '协议', true),
    s('{place}道路拓宽工程房屋征收补偿', '协议', true),
  ],
  affordableHousing: [
    s('{place}保障性租赁住房项目代建'),
    s('{place}安置房建设项目', '施工总承包合同'),
    s('公共租赁住房运营管理服务'),
    s('{place}共有产权住房项目代建'),
  ],
  naturalResourceRights: [
    s('{place}{lot}地块国有建设用地使用权出让', '合同', true),
    s('{place}{lot}地块国有建设用地使用权出让', '合同', true),
    s('{place}矿区建筑用石料采矿权出让', '合同', true),
    s('{place}地块集体经营性建设用地使用权出让', '合同', true),
  ],
  stateAssetLease: [s('{place}国有房产租赁'), s('{place}临街商铺出租'), s('闲置办公用房出租')],
  stateAssetTransfer: [s('{place}闲置国有资产转让'), s('报废公务车辆处置'), s('国有股权转让', '协议')],
  stateAssetInvestment: [s('产业引导基金出资', '协议', true), s('国有资本注资', '协议'), s('城市发展基金认缴出资', '协议', true)],
  investmentAttraction: [s('{industry}', '项目投资协议', true), s('{industry}', '项目投资合作协议', true)],
  entrustmentGrant: [
    s('{year}年度政府购买服务委托', '协议'),
    s('{year}年度专项资金补助', '协议'),
    s('{year}年度第三方绩效评价委托'),
    s('{year}年度课题研究委托'),
  ],
  financingLoan: [
    s('{year}年政府专项债券承销', '协议', true),
    s('{place}项目银行贷款'),
    s('政府债券发行登记托管服务', '协议', true),
  ],
  cooperationStrategic: [
    s('银政战略合作', '协议'),
    s('数字政府建设战略合作', '框架协议'),
    s('校地合作', '协议', true),
    s('共同富裕示范区建设战略合作', '协议', true),
  ],
  intentMemorandum: [s('{industry}', '项目投资意向书', true), s('{industry}', '项目合作备忘录', true)],
  other: [s('{year}年度宣传品制作'), s('业务培训服务'), s('{year}年度报刊订阅'), s('专题片拍摄制作')],
};

/** Subjects particular to a kind of body (added to the generic ones of the category). */
const BY_DOMAIN: Readonly<Partial<Record<UnitDomain, Partial<Record<ContractCategory, readonly SubjectTemplate[]>>>>> = {
  finance: {
    procurementServices: [
      s('预算管理一体化系统运维服务'),
      s('财政电子票据管理系统升级服务'),
      s('政府采购云平台运维服务'),
      s('{year}年度财政绩效评价服务'),
      s('行政事业单位国有资产管理系统运维服务'),
      s('{year}年度预算评审服务'),
    ],
    entrustmentGrant: [s('{year}年度财政专项资金委托管理', '协议'), s('政府投资基金委托管理', '协议')],
  },
  transport: {
    procurementWorks: [
      s('{place}快速路改造工程', '施工合同'),
      s('{place}大桥维修加固工程', '施工合同'),
      s('农村公路提升改造工程', '施工合同'),
      s('{place}公交首末站建设工程', '施工合同'),
    ],
    procurementServices: [
      s('{year}年度公路养护服务'),
      s('{place}交通工程施工监理服务'),
      s('公交站亭更新改造工程设计'),
      s('智慧交通信号控制系统运维服务'),
    ],
    procurementGoods: [s('智慧交通信号控制系统', '采购合同'), s('公路应急抢险设备', '采购合同')],
    franchisePPP: [s('{place}高速公路', 'PPP项目合作协议', true), s('城乡公交一体化', '特许经营协议', true)],
  },
  housing: {
    procurementServices: [s('城镇老旧小区改造设计服务'), s('{place}全过程工程咨询服务'), s('房屋安全鉴定服务')],
    procurementWorks: [s('{place}老旧小区综合改造提升工程', '施工合同'), s('{place}未来社区配套工程', '施工合同')],
  },
  education: {
    procurementGoods: [
      s('智慧校园建设项目', '采购合同'),
      s('教学实验室设备', '采购合同'),
      s('中小学课桌椅', '采购合同'),
      s('校园安防监控系统', '采购合同'),
      s('多媒体教学设备', '采购合同'),
    ],
    procurementServices: [
      s('校园安保服务'),
      s('学生营养餐配送服务'),
      s('校园物业管理服务'),
      s('教育信息化平台运维服务'),
    ],
    procurementWorks: [s('{place}小学校舍改造工程', '施工合同'), s('{place}中学运动场改造工程', '施工合同')],
    govInvestedConstruction: [s('{place}中学新建工程', '施工总承包合同'), s('{place}幼儿园新建工程代建')],
    entrustmentGrant: [s('{year}年度民办学校委托办学', '协议')],
  },
  health: {
    procurementGoods: [s('医用CT设备', '采购合同'), s('负压救护车', '采购合同'), s('基层医疗机构诊疗设备', '采购合同')],
    procurementServices: [s('全民健康信息平台运维服务'), s('医疗废物收运处置服务'), s('{year}年度健康体检服务')],
    cooperationStrategic: [s('紧密型医共体建设合作', '协议'), s('区域医疗中心合作共建', '协议', true)],
  },
  naturalResources: {
    procurementServices: [
      s('国土空间总体规划编制服务'),
      s('不动产登记数据整合服务'),
      s('{year}年度地籍测绘服务'),
      s('卫星遥感影像采购服务'),
    ],
  },
  urban: {
    procurementServices: [
      s('{place}道路环卫保洁服务'),
      s('{place}绿化养护服务'),
      s('城市照明设施维护服务'),
      s('{place}公厕运营管理服务'),
    ],
    procurementGoods: [s('分类垃圾收集车辆', '采购合同')],
  },
  commerce: {
    procurementServices: [s('{year}年度招商推介会会务服务'), s('外资企业服务平台运维服务')],
    entrustmentGrant: [s('{year}年度外贸企业扶持资金补助', '协议')],
  },
  water: {
    procurementWorks: [
      s('{place}河道综合整治工程', '施工合同'),
      s('{place}堤防加固工程', '施工合同'),
      s('{place}水库除险加固工程', '施工合同'),
    ],
    procurementServices: [s('水文监测站运维服务'), s('{place}河道保洁服务')],
    franchisePPP: [s('城乡供水一体化', '特许经营协议', true)],
  },
  agriculture: {
    procurementWorks: [s('{place}高标准农田建设工程', '施工合同'), s('农村生活污水治理设施提升改造工程', '施工合同')],
    entrustmentGrant: [s('{year}年度农业社会化服务补助', '协议'), s('乡村振兴示范村建设补助', '协议')],
    stateAssetLease: [s('村级集体资产租赁')],
  },
  justice: {
    procurementServices: [
      s('{year}年度法律顾问服务'),
      s('公共法律服务热线运营服务'),
      s('{year}年度普法宣传服务'),
      s('社区矫正信息化平台运维服务'),
      s('行政复议案件代理服务'),
    ],
    procurementGoods: [s('公共法律服务智能终端', '采购合同')],
  },
};

export const PLACES = [
  '之江路',
  '文一西路',
  '滨江大道',
  '人民路',
  '解放路',
  '中山路',
  '新城大道',
  '江南大道',
  '迎宾大道',
  '学院路',
  '建设路',
  '东湖路',
  '沿江大道',
  '科技城',
  '高铁新城',
  '老城区',
  '城东新区',
  '经济开发区',
  '未来社区',
  '工业园区',
  '城北片区',
  '湖滨',
] as const;

export const INDUSTRIES = [
  '数字经济产业园',
  '新能源汽车零部件',
  '生物医药产业园',
  '智能制造基地',
  '集成电路封装测试',
  '高端装备制造',
  '跨境电商产业园',
  '文旅综合体',
  '总部经济大楼',
  '光伏组件生产基地',
] as const;

const LOT_LETTERS = ['XH', 'SC', 'YH', 'BJ', 'GS', 'QT', 'LP', 'KC', 'JS', 'HN'] as const;

export interface NamedSubject {
  /** The subject matter (标的). */
  subject: string;
  /** The contract name (without the book-title marks). */
  name: string;
}

function fill(template: string, rand: Rand, year: number): string {
  return template
    .replaceAll('{year}', String(year))
    .replace('{place}', pick(rand, PLACES))
    .replace('{industry}', pick(rand, INDUSTRIES))
    .replace('{lot}', `${pick(rand, LOT_LETTERS)}-${year}-${String(randInt(rand, 1, 48)).padStart(2, '0')}号`);
}

/** A subject for a contract of this category signed by this body, and the contract's name. */
export function drawSubject(
  rand: Rand,
  category: ContractCategory,
  domain: UnitDomain,
  unitName: string,
  areaName: string,
  year: number,
): NamedSubject {
  const own = BY_DOMAIN[domain]?.[category] ?? [];
  const generic = GENERIC[category];
  // A body's own subjects are twice as likely as the generic ones of the category.
  const t = own.length && rand() < 0.67 ? pick(rand, own) : pick(rand, generic);
  const subject = fill(t.subject, rand, year);
  return { subject, name: `${t.area ? areaName : unitName}${subject}${t.suffix}` };
}

/** The name of a supplementary agreement to a contract. */
export const supplementName = (parentName: string, n: number): string =>
  `${parentName.replace(/(合同|协议|框架协议|意向书|备忘录)$/, '')}${n > 1 ? `补充协议（${'一二三四五六七八九'.charAt(n - 1)}）` : '补充协议'}`;

export interface ProjectPart {
  category: ContractCategory;
  /** The contract's name after the project name. */
  part: string;
}

export interface ProjectTemplate {
  title: string;
  parts: readonly ProjectPart[];
}

const part = (category: ContractCategory, p: string): ProjectPart => ({ category, part: p });

export const PROJECT_TEMPLATES: Readonly<Record<UnitDomain, readonly ProjectTemplate[]>> = {
  finance: [
    {
      title: '数字财政建设项目',
      parts: [
        part('procurementServices', '系统开发服务合同'),
        part('procurementGoods', '服务器及网络设备采购合同'),
        part('procurementServices', '信息化工程监理服务合同'),
      ],
    },
    {
      title: '政府投资基金设立项目',
      parts: [part('stateAssetInvestment', '出资协议'), part('entrustmentGrant', '委托管理协议'), part('procurementServices', '财务审计服务合同')],
    },
  ],
  transport: [
    {
      title: '{place}快速路改造项目',
      parts: [part('procurementServices', '勘察设计合同'), part('procurementWorks', '施工合同'), part('procurementServices', '施工监理合同')],
    },
    {
      title: '智慧交通建设项目',
      parts: [part('procurementGoods', '信号控制设备采购合同'), part('procurementServices', '系统集成服务合同')],
    },
  ],
  housing: [
    {
      title: '{place}保障性租赁住房项目',
      parts: [
        part('affordableHousing', '代建合同'),
        part('procurementWorks', '施工总承包合同'),
        part('procurementServices', '全过程工程咨询服务合同'),
      ],
    },
    {
      title: '{place}城镇老旧小区改造项目',
      parts: [part('procurementServices', '设计服务合同'), part('procurementWorks', '施工合同'), part('procurementServices', '监理服务合同')],
    },
  ],
  education: [
    {
      title: '智慧校园建设项目',
      parts: [part('procurementGoods', '设备采购合同'), part('procurementWorks', '弱电工程施工合同'), part('procurementServices', '运维服务合同')],
    },
    {
      title: '{place}中学新建项目',
      parts: [part('govInvestedConstruction', '施工总承包合同'), part('procurementServices', '监理服务合同'), part('procurementGoods', '教学设备采购合同')],
    },
  ],
  health: [
    {
      title: '区域医疗中心建设项目',
      parts: [part('govInvestedConstruction', '工程总承包合同'), part('procurementGoods', '医疗设备采购合同'), part('procurementServices', '全过程工程咨询服务合同')],
    },
  ],
  naturalResources: [
    {
      title: '{place}片区综合开发项目',
      parts: [
        part('expropriation', '房屋征收补偿协议'),
        part('procurementServices', '测绘服务合同'),
        part('naturalResourceRights', '国有建设用地使用权出让合同'),
      ],
    },
  ],
  urban: [
    {
      title: '生活垃圾分类处理项目',
      parts: [part('franchisePPP', '特许经营协议'), part('procurementGoods', '分类收集设备采购合同'), part('procurementServices', '清运服务合同')],
    },
  ],
  commerce: [
    {
      title: '数字经济产业园招商项目',
      parts: [part('intentMemorandum', '投资意向书'), part('investmentAttraction', '投资协议'), part('cooperationStrategic', '战略合作协议')],
    },
  ],
  water: [
    {
      title: '{place}防洪排涝工程项目',
      parts: [part('procurementServices', '勘察设计合同'), part('procurementWorks', '施工合同'), part('procurementServices', '监理服务合同')],
    },
  ],
  agriculture: [
    {
      title: '高标准农田建设项目',
      parts: [part('procurementServices', '规划设计服务合同'), part('procurementWorks', '施工合同'), part('entrustmentGrant', '管护补助协议')],
    },
  ],
  justice: [
    {
      title: '公共法律服务体系建设项目',
      parts: [part('procurementServices', '热线运营服务合同'), part('procurementGoods', '智能终端采购合同')],
    },
  ],
  general: [
    {
      title: '办公用房维修改造项目',
      parts: [part('procurementServices', '设计服务合同'), part('procurementWorks', '施工合同'), part('procurementGoods', '办公家具采购合同')],
    },
  ],
};

/** A project's title with its place filled in (project titles carry no year). */
export const projectTitle = (t: ProjectTemplate, rand: Rand): string => fill(t.title, rand, 0);
