import type { results as source } from '../zh-CN/results';

/** Exception pages (403, 404, 500) and result pages (success, fail and the filing/seal results). */
export const results: Record<keyof typeof source, string> = {
  'exception.403.subtitle': '抱歉，您無權存取該頁面。',
  'exception.500.subtitle': '抱歉，伺服器出錯了，請稍後再試。',
  'result.toWorkplace': '返回工作台',
  'result.back': '返回上一頁',
  'result.subject': '辦理對象：{name}',
  'result.success.title': '提交成功',
  'result.success.subtitle': '您的事項已提交，辦理進度將透過站內訊息通知您。',
  'result.success.toBacklog': '查看我的待辦',
  'result.fail.title': '提交失敗',
  'result.fail.subtitle': '請核對並修改填寫的資訊後重新提交。',
  'result.fail.retry': '返回修改',
  'result.recordManager.title': '備案審查意見已提交',
  'result.recordManager.subtitle': '備案審查結果已通知報備單位，可在備案管理中查看辦理紀錄。',
  'result.recordManager.toList': '返回備案管理',
  'result.sealManager.title': '印章資訊已儲存',
  'result.sealManager.subtitle': '印章已登記，可在合同線上簽署時選用。',
  'result.sealManager.toList': '返回印章管理',
  'result.recordRegister.title': '合同備案已提交',
  'result.recordRegister.subtitle': '備案資料已報送司法局審查，審查結果將透過站內訊息通知您。',
  'result.recordRegister.toList': '查看備案列表',
  'result.recordRegister.again': '繼續報備',
};
