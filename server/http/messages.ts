/** Texts the server answers with, in the request's language (zh-CN by default, en-US fallback). */
export const LANGS = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Lang = (typeof LANGS)[number];

type Texts = Record<Lang, string>;

export const serverTexts = {
  ok: { 'zh-CN': '操作成功', 'zh-TW': '操作成功', 'en-US': 'Success', 'pt-BR': 'Sucesso' },
  invalid: { 'zh-CN': '参数校验失败', 'zh-TW': '參數校驗失敗', 'en-US': 'Validation failed', 'pt-BR': 'Falha na validação' },
  notLoggedIn: { 'zh-CN': '未登录或登录已失效', 'zh-TW': '未登入或登入已失效', 'en-US': 'Not signed in', 'pt-BR': 'Sessão não iniciada' },
  tokenExpired: { 'zh-CN': '登录已过期，请重新登录', 'zh-TW': '登入已過期，請重新登入', 'en-US': 'Your session has expired, please sign in again', 'pt-BR': 'Sua sessão expirou, entre novamente' },
  forbidden: { 'zh-CN': '没有权限执行此操作：{permission}', 'zh-TW': '沒有權限執行此操作：{permission}', 'en-US': 'You are not allowed to do this: {permission}', 'pt-BR': 'Você não tem permissão para isso: {permission}' },
  badLogin: { 'zh-CN': '账号或密码错误', 'zh-TW': '帳號或密碼錯誤', 'en-US': 'Wrong account or password', 'pt-BR': 'Conta ou senha incorreta' },
  userDisabled: { 'zh-CN': '账号已停用，请联系管理员', 'zh-TW': '帳號已停用，請聯繫管理員', 'en-US': 'This account is disabled; contact your administrator', 'pt-BR': 'Conta desativada; contate o administrador' },
  throttled: { 'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试', 'zh-TW': '登入失敗次數過多，請 {minutes} 分鐘後再試', 'en-US': 'Too many failed sign-ins; try again in {minutes} minutes', 'pt-BR': 'Muitas tentativas; tente novamente em {minutes} minutos' },
  notFound: { 'zh-CN': '{what}不存在', 'zh-TW': '{what}不存在', 'en-US': '{what} not found', 'pt-BR': '{what} não encontrado' },
  routeNotFound: { 'zh-CN': '接口不存在', 'zh-TW': '介面不存在', 'en-US': 'No such API', 'pt-BR': 'API inexistente' },
  notMember: { 'zh-CN': '您不属于该单位', 'zh-TW': '您不屬於該單位', 'en-US': 'You are not a member of that unit', 'pt-BR': 'Você não pertence a essa unidade' },
  duplicate: { 'zh-CN': '{what}已存在', 'zh-TW': '{what}已存在', 'en-US': '{what} already exists', 'pt-BR': '{what} já existe' },
  menuHasChildren: { 'zh-CN': '请先删除该菜单下的子菜单', 'zh-TW': '請先刪除該選單下的子選單', 'en-US': 'Delete the entries under this menu first', 'pt-BR': 'Exclua primeiro os itens deste menu' },
  menuNeedsPath: { 'zh-CN': '页面和外链菜单必须填写路径', 'zh-TW': '頁面和外鏈選單必須填寫路徑', 'en-US': 'Pages and links need a path', 'pt-BR': 'Páginas e links precisam de um caminho' },
  parentLoop: { 'zh-CN': '上级不能是自身或其下级', 'zh-TW': '上級不能是自身或其下級', 'en-US': 'The parent cannot be the entry itself or one of its descendants', 'pt-BR': 'O pai não pode ser o próprio item ou um descendente' },
  unitHasChildren: { 'zh-CN': '该单位下还有下级单位，不能删除', 'zh-TW': '該單位下還有下級單位，不能刪除', 'en-US': 'This unit still has sub-units and cannot be deleted', 'pt-BR': 'Esta unidade ainda tem subunidades' },
  unitHasUsers: { 'zh-CN': '该单位下还有 {count} 名用户，不能删除', 'zh-TW': '該單位下還有 {count} 名使用者，不能刪除', 'en-US': '{count} users still belong to this unit; it cannot be deleted', 'pt-BR': '{count} usuários ainda pertencem a esta unidade' },
  unitHasSeals: { 'zh-CN': '该单位下还有印章，不能删除', 'zh-TW': '該單位下還有印章，不能刪除', 'en-US': 'This unit still has seals and cannot be deleted', 'pt-BR': 'Esta unidade ainda tem selos' },
  unitTypeUnderParent: { 'zh-CN': '该类型的单位不能挂在此上级下', 'zh-TW': '該類型的單位不能掛在此上級下', 'en-US': 'A unit of this type cannot sit under that parent', 'pt-BR': 'Uma unidade deste tipo não pode ficar sob esse pai' },
  cannotDeleteSelf: { 'zh-CN': '不能删除当前登录的账号', 'zh-TW': '不能刪除目前登入的帳號', 'en-US': 'You cannot delete the account you are signed in with', 'pt-BR': 'Você não pode excluir a própria conta' },
  oldPasswordWrong: { 'zh-CN': '原密码不正确', 'zh-TW': '原密碼不正確', 'en-US': 'The old password is wrong', 'pt-BR': 'A senha antiga está incorreta' },
  fileTooLarge: { 'zh-CN': '文件超过大小限制（{limit} MB）', 'zh-TW': '檔案超過大小限制（{limit} MB）', 'en-US': 'The file is larger than the limit ({limit} MB)', 'pt-BR': 'O arquivo excede o limite ({limit} MB)' },
  fileType: { 'zh-CN': '不支持的文件类型，仅支持 {types}', 'zh-TW': '不支援的檔案類型，僅支援 {types}', 'en-US': 'Unsupported file type; allowed: {types}', 'pt-BR': 'Tipo de arquivo não suportado; permitidos: {types}' },
  fileMissing: { 'zh-CN': '请选择要上传的文件', 'zh-TW': '請選擇要上傳的檔案', 'en-US': 'Choose a file to upload', 'pt-BR': 'Escolha um arquivo' },
  fileDeleted: { 'zh-CN': '文件已删除', 'zh-TW': '檔案已刪除', 'en-US': 'The file has been deleted', 'pt-BR': 'O arquivo foi excluído' },
  fileNotOwner: { 'zh-CN': '只能删除自己上传的文件', 'zh-TW': '只能刪除自己上傳的檔案', 'en-US': 'You can only delete files you uploaded', 'pt-BR': 'Você só pode excluir arquivos que enviou' },
  noPreview: { 'zh-CN': '该文件类型不支持在线预览，请下载查看', 'zh-TW': '該檔案類型不支援線上預覽，請下載查看', 'en-US': 'This file type cannot be previewed; download it instead', 'pt-BR': 'Este tipo não tem pré-visualização; baixe o arquivo' },
  noManual: { 'zh-CN': '操作手册尚未配置', 'zh-TW': '操作手冊尚未設定', 'en-US': 'The operation manual has not been configured', 'pt-BR': 'O manual ainda não foi configurado' },
  zzdNotConfigured: { 'zh-CN': '未配置浙政钉登录', 'zh-TW': '未設定浙政釘登入', 'en-US': 'Workplace-messaging sign-in is not configured', 'pt-BR': 'Login pelo aplicativo corporativo não configurado' },
  zzdFailed: { 'zh-CN': '浙政钉登录失败：{reason}', 'zh-TW': '浙政釘登入失敗：{reason}', 'en-US': 'Workplace-messaging sign-in failed: {reason}', 'pt-BR': 'Falha no login corporativo: {reason}' },
  zzdNoAccount: { 'zh-CN': '该浙政钉账号未绑定本系统用户', 'zh-TW': '該浙政釘帳號未綁定本系統使用者', 'en-US': 'No account here is bound to that workplace identity', 'pt-BR': 'Nenhuma conta vinculada a essa identidade' },
  qrExpired: { 'zh-CN': '二维码已失效，请刷新', 'zh-TW': 'QR 碼已失效，請重新整理', 'en-US': 'The QR code has expired; refresh it', 'pt-BR': 'O código QR expirou; atualize-o' },
  serverError: { 'zh-CN': '服务器开小差了，请稍后再试', 'zh-TW': '伺服器暫時無法處理，請稍後再試', 'en-US': 'Something went wrong on the server; try again later', 'pt-BR': 'Ocorreu um erro no servidor; tente mais tarde' },
  sealOtherUnit: { 'zh-CN': '只能管理本单位及下级单位的印章', 'zh-TW': '只能管理本單位及下級單位的印章', 'en-US': 'You can only manage seals of your unit and its sub-units', 'pt-BR': 'Você só gerencia selos da sua unidade' },
  fileEmpty: { 'zh-CN': '文件为空，请重新选择', 'zh-TW': '檔案為空，請重新選擇', 'en-US': 'The file is empty; choose another', 'pt-BR': 'O arquivo está vazio; escolha outro' },
  fileContentMismatch: { 'zh-CN': '文件内容与扩展名 .{ext} 不符，请上传真实的 {ext} 文件', 'zh-TW': '檔案內容與副檔名 .{ext} 不符，請上傳真實的 {ext} 檔案', 'en-US': 'The file content does not match its .{ext} extension; upload a real {ext} file', 'pt-BR': 'O conteúdo não corresponde à extensão .{ext}; envie um arquivo {ext} real' },
  fileLost: { 'zh-CN': '文件内容已丢失，请联系管理员', 'zh-TW': '檔案內容已遺失，請聯繫管理員', 'en-US': 'The stored file content is missing; contact your administrator', 'pt-BR': 'O conteúdo do arquivo sumiu; contate o administrador' },
  outOfScope: { 'zh-CN': '超出您的数据权限范围', 'zh-TW': '超出您的資料權限範圍', 'en-US': 'This is outside your data scope', 'pt-BR': 'Isto está fora do seu escopo de dados' },
  cannotDisableSelf: { 'zh-CN': '不能停用当前登录的账号', 'zh-TW': '不能停用目前登入的帳號', 'en-US': 'You cannot disable the account you are signed in with', 'pt-BR': 'Você não pode desativar a própria conta' },
  menuParentNotFolder: { 'zh-CN': '上级菜单必须是目录', 'zh-TW': '上級選單必須是目錄', 'en-US': 'The parent entry must be a folder', 'pt-BR': 'O item pai deve ser uma pasta' },
  menuKeepFolder: { 'zh-CN': '该菜单下还有子菜单，只能是目录', 'zh-TW': '該選單下還有子選單，只能是目錄', 'en-US': 'This entry has entries under it, so it must stay a folder', 'pt-BR': 'Este item tem itens abaixo dele e deve continuar pasta' },
  unitRootNotArea: { 'zh-CN': '只有区域可以作为顶级单位', 'zh-TW': '只有區域可以作為頂級單位', 'en-US': 'Only an area can be a top-level unit', 'pt-BR': 'Só uma área pode ser unidade de topo' },
  unitTypeChildren: { 'zh-CN': '改为该类型后，现有下级单位将无法挂在其下', 'zh-TW': '改為該類型後，現有下級單位將無法掛在其下', 'en-US': 'With that type, its current sub-units could no longer sit under it', 'pt-BR': 'Com esse tipo, as subunidades atuais não poderiam ficar sob ela' },
  registerThrottled: { 'zh-CN': '注册过于频繁，请 {minutes} 分钟后再试', 'zh-TW': '註冊過於頻繁，請 {minutes} 分鐘後再試', 'en-US': 'Too many registrations from this address; try again in {minutes} minutes', 'pt-BR': 'Muitos cadastros deste endereço; tente novamente em {minutes} minutos' },
} satisfies Record<string, Texts>;

export type TextKey = keyof typeof serverTexts;

/** Names of things, for the {what} of notFound and duplicate. */
export const entityNames = {
  user: { 'zh-CN': '用户', 'zh-TW': '使用者', 'en-US': 'User', 'pt-BR': 'Usuário' },
  unit: { 'zh-CN': '单位', 'zh-TW': '單位', 'en-US': 'Unit', 'pt-BR': 'Unidade' },
  menu: { 'zh-CN': '菜单', 'zh-TW': '選單', 'en-US': 'Menu entry', 'pt-BR': 'Item de menu' },
  file: { 'zh-CN': '文件', 'zh-TW': '檔案', 'en-US': 'File', 'pt-BR': 'Arquivo' },
  role: { 'zh-CN': '角色', 'zh-TW': '角色', 'en-US': 'Role', 'pt-BR': 'Papel' },
  seal: { 'zh-CN': '印章', 'zh-TW': '印章', 'en-US': 'Seal', 'pt-BR': 'Selo' },
  sealSn: { 'zh-CN': '印章编号', 'zh-TW': '印章編號', 'en-US': 'Seal serial number', 'pt-BR': 'Número do selo' },
  username: { 'zh-CN': '用户名', 'zh-TW': '使用者名稱', 'en-US': 'Username', 'pt-BR': 'Nome de usuário' },
  mobile: { 'zh-CN': '手机号', 'zh-TW': '手機號碼', 'en-US': 'Mobile number', 'pt-BR': 'Celular' },
  qr: { 'zh-CN': '二维码', 'zh-TW': 'QR 碼', 'en-US': 'QR code', 'pt-BR': 'Código QR' },
  contract: { 'zh-CN': '合同', 'zh-TW': '合約', 'en-US': 'Contract', 'pt-BR': 'Contrato' },
} satisfies Record<string, Texts>;
export type EntityKey = keyof typeof entityNames;

/** Picks the language from the `lang` header, else Accept-Language, else zh-CN. */
export function pickLang(header: string | undefined, acceptLanguage: string | undefined): Lang {
  for (const candidate of [header, ...(acceptLanguage ?? '').split(',').map((s) => s.split(';')[0]?.trim())]) {
    if (!candidate) continue;
    const exact = LANGS.find((l) => l.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const prefix = candidate.toLowerCase();
    if (prefix === 'zh-hk' || prefix === 'zh-hant') return 'zh-TW';
    if (prefix.startsWith('zh')) return 'zh-CN';
    if (prefix.startsWith('en')) return 'en-US';
    if (prefix.startsWith('pt')) return 'pt-BR';
  }
  return 'zh-CN';
}

export function translate(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  const template = serverTexts[key][lang] ?? serverTexts[key]['en-US'];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    if (name === 'what' && typeof value === 'string' && value in entityNames) return entityNames[value as EntityKey][lang];
    return String(value);
  });
}
