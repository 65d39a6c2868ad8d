/**
 * Demo messages (the header bell) for the staff demo accounts: twelve each over the last 60 days,
 * the newest unread, about a third read, most pointing at the page where the work waits.
 */
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { DAY_MS, randInt, seededRandom } from './util';

interface MessageTemplate {
  title: string;
  content: (contract: string) => string;
  link: string | null;
}

const t = (title: string, content: (contract: string) => string, link: string | null): MessageTemplate => ({
  title,
  content,
  link,
});

export const DEMO_CONTRACT_NAMES = [
  '西湖区教育局智慧校园建设项目采购合同',
  '杭州市财政局预算管理一体化系统运维服务合同',
  '杭州市交通运输局之江路综合整治工程施工合同',
  '杭州市财政局办公楼物业管理服务合同',
  '杭州市交通运输局公交站亭更新改造工程设计合同',
  '杭州市财政局政务云资源租赁合同',
  '杭州市财政局2026年度法律顾问服务合同',
  '杭州市交通运输局智慧交通信号控制系统采购合同',
  '杭州市住房和城乡建设局保障性住房建设项目代建合同',
  '余杭区交通运输局农村公路养护服务合同',
  '杭州市商务局数字经济产业园招商引资项目投资协议',
  '杭州市教育局校园安保服务采购合同',
] as const;

const SYSTEM_NOTICE = t('系统维护通知', () => '系统将于本周六22:00至24:00进行升级维护，届时暂停服务，请提前保存工作。', null);

const TEMPLATES: Record<'clerk' | 'reviewer' | 'leader' | 'bureau' | 'admin', MessageTemplate[]> = {
  clerk: [
    t('合同退回修改', (c) => `《${c}》合法性审查意见已出具，请根据审查意见修改后重新提交。`, '/backlog/me/wait-backlog'),
    t('合同审批通过', (c) => `《${c}》已由单位负责人审批通过，可以发起合同签署。`, '/contract/sign-flow'),
    t('合同备案完成', (c) => `《${c}》已完成备案，请按约定组织履行并及时登记履行情况。`, '/contract/execute-manager'),
    t('红码预警', (c) => `《${c}》履行期限已逾期，已被标记为红码，请在3个工作日内说明情况。`, '/contract/red-code-contract'),
    t('合同即将到期', (c) => `《${c}》将于7日内到期，请及时办理履行登记或续签手续。`, '/contract/execute-manager'),
    t('征求意见已反馈', (c) => `财务处已对《${c}》反馈意见，请查看。`, '/backlog/me/already-backlog'),
    t('抄送通知', (c) => `法规处将《${c}》的审查意见抄送给您。`, '/carboncopy/me-carboncopy'),
    t('在线签署完成', (c) => `《${c}》各方已完成在线签署，请提交司法局备案。`, '/contract/underway-manage'),
    t('附条件备案整改提醒', (c) => `《${c}》为附条件备案，整改期限将至，请按期提交整改材料。`, '/contract/underway-manage'),
    SYSTEM_NOTICE,
  ],
  reviewer: [
    t('合同待审核', (c) => `《${c}》已提交合法性审查，请及时处理。`, '/backlog/me/wait-backlog'),
    t('公平竞争审查', (c) => `《${c}》涉及优惠政策措施，请进行公平竞争审查。`, '/backlog/me/wait-backlog'),
    t('审查即将超时', (c) => `《${c}》的合法性审查将在2个工作日内到期，请尽快出具审查意见。`, '/backlog/me/wait-backlog'),
    t('合同已重新提交', (c) => `经办人已根据审查意见修改《${c}》并重新提交，请复审。`, '/backlog/me/wait-backlog'),
    t('司法局审查意见', (c) => `杭州市司法局已对《${c}》出具合法性审查意见，请查看。`, '/backlog/me/already-backlog'),
    t('抄送通知', (c) => `单位负责人将《${c}》的审批结果抄送给您。`, '/carboncopy/me-carboncopy'),
    SYSTEM_NOTICE,
  ],
  leader: [
    t('合同待审批', (c) => `《${c}》已通过合法性审查，请审批。`, '/approval/me/wait-approval'),
    t('集体决策提醒', (c) => `《${c}》为重大合同，需提交局长办公会集体讨论决定。`, '/approval/me/wait-approval'),
    t('红码合同提醒', (c) => `本单位《${c}》被标记为红码，请督促经办处室及时处置。`, '/contract/red-code-contract'),
    t('合同签署完成', (c) => `《${c}》已完成签署。`, '/approval/me/already-approval'),
    t('抄送通知', (c) => `法规处将《${c}》的合法性审查意见抄送给您。`, '/carboncopy/me-carboncopy'),
    SYSTEM_NOTICE,
  ],
  bureau: [
    t('重大合同待审查', (c) => `《${c}》为重大合同，已报送司法局合法性审查，请及时处理。`, '/backlog/me/wait-backlog'),
    t('合同待备案', (c) => `《${c}》已提交备案申请，请在5个工作日内办理。`, '/contract/record-manage'),
    t('附条件备案到期', (c) => `《${c}》附条件备案整改期限已到，单位尚未提交整改材料。`, '/contract/record-conditional'),
    t('红码合同预警', (c) => `《${c}》被标记为红码（备案逾期），请跟进监督。`, '/contract/area-supervise'),
    t('整改材料已提交', (c) => `《${c}》的附条件备案整改材料已提交，请审核。`, '/contract/record-conditional'),
    t('监督事项反馈', (c) => `《${c}》的监督意见已收到单位反馈。`, '/contract/supervise-manage'),
    SYSTEM_NOTICE,
  ],
  admin: [
    t('相对方失信提醒', () => '相对方“杭州宏远市政工程有限公司”已被列入严重失信主体名单，相关合同已标记红码。', '/system/CounterpartManager'),
    t('历史数据迁移完成', () => '1.0系统合同数据迁移完成，请在“1.0系统合同”中核对导入结果。', '/contract/transfer-manage'),
    t('印章信息待核验', () => '杭州市交通运输局新增“杭州市交通运输局合同专用章”，请核验印章信息。', '/system/sealSn-manage'),
    t('账号临时锁定', () => '用户 zhoujie 连续5次登录失败，账号已临时锁定15分钟。', '/system/user-manage'),
    t('新增相对方用户', () => '浙江之江建设集团有限公司申请开通相对方用户账号，请审核。', '/system/company-user-manager'),
    t('合同范本更新', () => '省司法厅发布了新版《政府采购合同示范文本》，请更新模板文件。', '/system/template-manage'),
    t('红码合同周报', (c) => `本周全省新增红码合同3份，其中《${c}》逾期未备案。`, '/contract/area-supervise'),
    SYSTEM_NOTICE,
  ],
};

export const MESSAGES_PER_USER = 12;

export interface MessageRow {
  userId: number;
  title: string;
  content: string;
  link: string | null;
  createTime: Date;
  lookTime: Date | null;
}

/** Twelve messages per user, newest first, spread over the last 60 days; every third one read. */
export function buildMessages(recipients: { userId: number; kind: keyof typeof TEMPLATES }[], now = Date.now()): MessageRow[] {
  const rand = seededRandom(60);
  return recipients.flatMap(({ userId, kind }) => {
    const templates = TEMPLATES[kind];
    return Array.from({ length: MESSAGES_PER_USER }, (_, i) => {
      const tpl = templates[(i + randInt(rand, 0, templates.length - 1)) % templates.length]!;
      const contract = DEMO_CONTRACT_NAMES[randInt(rand, 0, DEMO_CONTRACT_NAMES.length - 1)]!;
      const createTime = new Date(now - i * 5 * DAY_MS - randInt(rand, 10, 4 * 24 * 60) * 60_000);
      const read = i % 3 === 2;
      return {
        userId,
        title: tpl.title,
        content: tpl.content(contract),
        link: tpl.link,
        createTime,
        lookTime: read ? new Date(Math.min(now, createTime.getTime() + randInt(rand, 5, 600) * 60_000)) : null,
      };
    });
  });
}

export async function insertMessages(db: Db, rows: readonly MessageRow[]): Promise<void> {
  if (rows.length) await db.insert(messages).values([...rows]);
}
