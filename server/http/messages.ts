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
  wrongBase: { 'zh-CN': '该账号不能从此入口登录，请从对应的用户入口登录', 'zh-TW': '該帳號不能從此入口登入，請從對應的使用者入口登入', 'en-US': 'This account signs in through another entrance', 'pt-BR': 'Esta conta entra por outra entrada' },
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
  unitHasContracts: { 'zh-CN': '该单位下还有 {count} 份合同，不能删除', 'zh-TW': '該單位下還有 {count} 份合約，不能刪除', 'en-US': '{count} contracts still belong to this unit; it cannot be deleted', 'pt-BR': '{count} contratos ainda pertencem a esta unidade' },
  unitHasProjects: { 'zh-CN': '该单位下还有 {count} 个项目，不能删除', 'zh-TW': '該單位下還有 {count} 個專案，不能刪除', 'en-US': '{count} projects still belong to this unit; it cannot be deleted', 'pt-BR': '{count} projetos ainda pertencem a esta unidade' },
  unitHasSeals: { 'zh-CN': '该单位下还有印章，不能删除', 'zh-TW': '該單位下還有印章，不能刪除', 'en-US': 'This unit still has seals and cannot be deleted', 'pt-BR': 'Esta unidade ainda tem selos' },
  unitTypeUnderParent: { 'zh-CN': '该类型的单位不能挂在此上级下', 'zh-TW': '該類型的單位不能掛在此上級下', 'en-US': 'A unit of this type cannot sit under that parent', 'pt-BR': 'Uma unidade deste tipo não pode ficar sob esse pai' },
  cannotDeleteSelf: { 'zh-CN': '不能删除当前登录的账号', 'zh-TW': '不能刪除目前登入的帳號', 'en-US': 'You cannot delete the account you are signed in with', 'pt-BR': 'Você não pode excluir a própria conta' },
  oldPasswordWrong: { 'zh-CN': '原密码不正确', 'zh-TW': '原密碼不正確', 'en-US': 'The old password is wrong', 'pt-BR': 'A senha antiga está incorreta' },
  // The password and session policy (src/domain/security-policy.ts): {reasons} lists the passwordRule.* broken.
  passwordPolicy: { 'zh-CN': '密码不符合密码规则：{reasons}', 'zh-TW': '密碼不符合密碼規則：{reasons}', 'en-US': 'The password does not meet the password rules: {reasons}', 'pt-BR': 'A senha não atende às regras de senha: {reasons}' },
  'passwordRule.length': { 'zh-CN': '长度应为 {min} 到 {max} 个字符', 'zh-TW': '長度應為 {min} 到 {max} 個字元', 'en-US': 'it must be {min} to {max} characters long', 'pt-BR': 'deve ter de {min} a {max} caracteres' },
  'passwordRule.classes': { 'zh-CN': '应至少包含数字、小写字母、大写字母、符号中的 {n} 类', 'zh-TW': '應至少包含數字、小寫字母、大寫字母、符號中的 {n} 類', 'en-US': 'it must mix at least {n} of digits, lower-case letters, upper-case letters and symbols', 'pt-BR': 'deve combinar ao menos {n} entre dígitos, minúsculas, maiúsculas e símbolos' },
  'passwordRule.username': { 'zh-CN': '不能包含账号名', 'zh-TW': '不能包含帳號名稱', 'en-US': 'it must not contain the account name', 'pt-BR': 'não pode conter o nome da conta' },
  'passwordRule.history': { 'zh-CN': '不能与最近 {count} 次使用过的密码相同', 'zh-TW': '不能與最近 {count} 次使用過的密碼相同', 'en-US': 'it must differ from the last {count} passwords used', 'pt-BR': 'deve ser diferente das últimas {count} senhas usadas' },
  passwordChangeRequired: { 'zh-CN': '请先修改密码，再进行其他操作', 'zh-TW': '請先修改密碼，再進行其他操作', 'en-US': 'Change your password before doing anything else', 'pt-BR': 'Altere sua senha antes de fazer qualquer outra coisa' },
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
  performanceOpen: { 'zh-CN': '还有 {count} 项履行计划未完成，不能确认履行完毕', 'zh-TW': '還有 {count} 項履行計畫未完成，不能確認履行完畢', 'en-US': '{count} planned performance items are not done yet', 'pt-BR': '{count} itens de execução planejados ainda não foram concluídos' },
  notReadyForReview: { 'zh-CN': '提交审查前，请上传合同草案文本并添加至少一个相对方', 'zh-TW': '提交審查前，請上傳合約草案文本並新增至少一個相對方', 'en-US': 'Upload the draft text and add at least one counterpart before submitting for review', 'pt-BR': 'Envie o texto da minuta e adicione ao menos uma contraparte antes de enviar para revisão' },
  useDedicatedCall: { 'zh-CN': '该操作请通过对应的办理页面完成', 'zh-TW': '該操作請透過對應的辦理頁面完成', 'en-US': 'Use the matching handling call for this action', 'pt-BR': 'Use a chamada de tratamento correspondente para esta ação' },
  stale: { 'zh-CN': '记录已被他人修改，请刷新后重试', 'zh-TW': '記錄已被他人修改，請重新整理後重試', 'en-US': 'Someone else changed this record first; refresh and try again', 'pt-BR': 'Outra pessoa alterou este registro antes; atualize e tente novamente' },
  moveNotAllowed: { 'zh-CN': '当前状态（{status}）不允许此操作', 'zh-TW': '目前狀態（{status}）不允許此操作', 'en-US': 'This action is not allowed in the current status ({status})', 'pt-BR': 'Esta ação não é permitida no status atual ({status})' },
  badReturnTarget: { 'zh-CN': '只能退回到本合同已经过的环节', 'zh-TW': '只能退回到本合約已經過的環節', 'en-US': 'A contract can only be returned to a step it has passed', 'pt-BR': 'Um contrato só pode voltar a uma etapa já cumprida' },
  notYourMove: { 'zh-CN': '您不是该环节的办理人', 'zh-TW': '您不是該環節的辦理人', 'en-US': 'You are not the one to handle this step', 'pt-BR': 'Você não é o responsável por esta etapa' },
  matterHandled: { 'zh-CN': '该事项已办理，不能重复办理', 'zh-TW': '該事項已辦理，不能重複辦理', 'en-US': 'This matter has already been handled', 'pt-BR': 'Este assunto já foi tratado' },
  matterKindMismatch: { 'zh-CN': '合同当前环节不是该事项', 'zh-TW': '合約目前環節不是該事項', 'en-US': 'The contract is not at this step now', 'pt-BR': 'O contrato não está nesta etapa agora' },
  decisionRecordRequired: { 'zh-CN': '重大合同的集体决策须登记会议记录（会议类型、日期、参会人员、决议和会议纪要），请在集体决策页面办理', 'zh-TW': '重大合約的集體決策須登記會議記錄（會議類型、日期、出席人員、決議和會議紀要），請在集體決策頁面辦理', 'en-US': 'The collective decision of a major contract needs the meeting record (kind, date, attendees, resolution and minutes); use the collective decision page', 'pt-BR': 'A decisão colegiada de um contrato relevante exige o registro da reunião (tipo, data, participantes, deliberação e ata); use a página de decisão colegiada' },
  notYourTurn: { 'zh-CN': '尚未轮到您审批', 'zh-TW': '尚未輪到您審批', 'en-US': 'It is not your turn to approve yet', 'pt-BR': 'Ainda não é a sua vez de aprovar' },
  contractNotEditable: { 'zh-CN': '只有草稿或已登记待送审的合同可以修改', 'zh-TW': '只有草稿或已登記待送審的合約可以修改', 'en-US': 'Only drafts and registered contracts not yet in review can be edited', 'pt-BR': 'Só rascunhos e contratos registrados ainda não em revisão podem ser editados' },
  supplementNotAllowed: { 'zh-CN': '只有已备案或履行中的合同可以签订补充或变更协议', 'zh-TW': '只有已備案或履行中的合約可以簽訂補充或變更協議', 'en-US': 'Supplementary or change agreements can only be added to filed or performing contracts', 'pt-BR': 'Acordos aditivos ou de alteração só podem ser feitos para contratos registrados ou em execução' },
  partyRoleClash: { 'zh-CN': '相对方的签约身份不能与我方相同，且不能重复', 'zh-TW': '相對方的簽約身分不能與我方相同，且不能重複', 'en-US': 'Counterparts need roles different from ours and from each other', 'pt-BR': 'As contrapartes precisam de papéis diferentes do nosso e entre si' },
  dishonestCounterpart: { 'zh-CN': '相对方“{name}”已列入严重失信主体名单，不能签约', 'zh-TW': '相對方「{name}」已列入嚴重失信主體名單，不能簽約', 'en-US': 'The counterpart "{name}" is on the serious-dishonesty list and cannot sign', 'pt-BR': 'A contraparte "{name}" está na lista de desonestidade grave e não pode assinar' },
  unsignedParties: { 'zh-CN': '还有 {count} 方未签署', 'zh-TW': '還有 {count} 方未簽署', 'en-US': '{count} parties have not signed yet', 'pt-BR': '{count} partes ainda não assinaram' },
  alreadySigned: { 'zh-CN': '您方已签署该合同', 'zh-TW': '您方已簽署該合約', 'en-US': 'Your side has already signed this contract', 'pt-BR': 'Sua parte já assinou este contrato' },
  noSeal: { 'zh-CN': '请选择本单位有效的印章', 'zh-TW': '請選擇本單位有效的印章', 'en-US': 'Choose a valid seal of your unit', 'pt-BR': 'Escolha um selo válido da sua unidade' },
  signedPdfMatch: { 'zh-CN': '验证通过：该文件与合同 {code} 于 {at} 签署完成的文件一致', 'zh-TW': '驗證通過：該檔案與合約 {code} 於 {at} 簽署完成的檔案一致', 'en-US': 'Valid: this is the file signed for contract {code} at {at}', 'pt-BR': 'Válido: este é o arquivo assinado do contrato {code} em {at}' },
  signedPdfMismatch: { 'zh-CN': '验证未通过：该文件与合同 {code} 的签署文件不一致，可能已被修改', 'zh-TW': '驗證未通過：該檔案與合約 {code} 的簽署檔案不一致，可能已被修改', 'en-US': 'Invalid: this file differs from the signed file of contract {code}; it may have been altered', 'pt-BR': 'Inválido: este arquivo difere do arquivo assinado do contrato {code}; pode ter sido alterado' },
  signedPdfNone: { 'zh-CN': '验证未通过：合同 {code} 尚无在线签署文件', 'zh-TW': '驗證未通過：合約 {code} 尚無線上簽署檔案', 'en-US': 'Invalid: contract {code} has no online-signed file yet', 'pt-BR': 'Inválido: o contrato {code} ainda não tem arquivo assinado online' },
  conditionsRequired: { 'zh-CN': '附条件备案须列明缺陷及整改期限', 'zh-TW': '附條件備案須列明缺陷及整改期限', 'en-US': 'A conditional filing needs its defects and deadlines', 'pt-BR': 'Um registro condicional precisa dos defeitos e prazos' },
  opinionRequired: { 'zh-CN': '退回或不予通过时须填写意见', 'zh-TW': '退回或不予通過時須填寫意見', 'en-US': 'Give an opinion when returning or refusing', 'pt-BR': 'Dê um parecer ao devolver ou recusar' },
  projectNotUsable: { 'zh-CN': '只能关联本单位在办的项目', 'zh-TW': '只能關聯本單位在辦的項目', 'en-US': 'Only an ongoing project of your unit can be linked', 'pt-BR': 'Só um projeto em andamento da sua unidade pode ser vinculado' },
  handlerNotInUnit: { 'zh-CN': '经办人须为本单位人员', 'zh-TW': '經辦人須為本單位人員', 'en-US': 'The handler must belong to the unit', 'pt-BR': 'O responsável deve pertencer à unidade' },
  seekHandlers: { 'zh-CN': '征求意见的对象须为法律顾问或本单位人员，且不能是您本人', 'zh-TW': '徵求意見的對象須為法律顧問或本單位人員，且不能是您本人', 'en-US': 'Ask legal advisers or colleagues of the unit, not yourself', 'pt-BR': 'Consulte assessores jurídicos ou colegas da unidade, não a si mesmo' },
  seekOpen: { 'zh-CN': '还有 {count} 份征求意见未答复', 'zh-TW': '還有 {count} 份徵求意見未答覆', 'en-US': '{count} requests for opinion are still unanswered', 'pt-BR': '{count} pedidos de parecer ainda sem resposta' },
  approversRequired: { 'zh-CN': '本单位没有可审批的负责人，请先配置', 'zh-TW': '本單位沒有可審批的負責人，請先設定', 'en-US': 'The unit has no leader who can approve; set one up first', 'pt-BR': 'A unidade não tem um responsável que possa aprovar; configure um primeiro' },
  shareLinkInvalid: { 'zh-CN': '该二维码链接无效或已过期', 'zh-TW': '該 QR 碼連結無效或已過期', 'en-US': 'This QR code link is invalid or has expired', 'pt-BR': 'Este link de código QR é inválido ou expirou' },
  shareNotAllowed: { 'zh-CN': '您不能为该方生成或撤销合同二维码链接', 'zh-TW': '您不能為該方產生或撤銷合約 QR 碼連結', 'en-US': 'You may not create or revoke a contract QR link for that party', 'pt-BR': 'Você não pode criar nem revogar um link QR do contrato para essa parte' },
  shareLinkRevoked: { 'zh-CN': '该二维码链接已撤销', 'zh-TW': '該 QR 碼連結已撤銷', 'en-US': 'This QR code link has already been revoked', 'pt-BR': 'Este link de código QR já foi revogado' },
  projectNotEditable: { 'zh-CN': '只有草稿或在办的项目可以修改', 'zh-TW': '只有草稿或在辦的項目可以修改', 'en-US': 'Only draft and ongoing projects can be edited', 'pt-BR': 'Só projetos em rascunho ou em andamento podem ser editados' },
  projectNotDraft: { 'zh-CN': '只有草稿状态的项目可以提交或删除', 'zh-TW': '只有草稿狀態的項目可以提交或刪除', 'en-US': 'Only a draft project can be submitted or deleted', 'pt-BR': 'Só um projeto em rascunho pode ser enviado ou excluído' },
  projectNotUnderway: { 'zh-CN': '只有在办的项目可以归档', 'zh-TW': '只有在辦的項目可以歸檔', 'en-US': 'Only an ongoing project can be archived', 'pt-BR': 'Só um projeto em andamento pode ser arquivado' },
  projectOpenContracts: { 'zh-CN': '项目下还有 {count} 份合同未办结，不能归档', 'zh-TW': '項目下還有 {count} 份合約未辦結，不能歸檔', 'en-US': '{count} contracts of this project are not closed yet; it cannot be archived', 'pt-BR': '{count} contratos deste projeto ainda não foram encerrados; ele não pode ser arquivado' },
  projectHasContracts: { 'zh-CN': '项目下已有 {count} 份合同，不能删除', 'zh-TW': '項目下已有 {count} 份合約，不能刪除', 'en-US': 'This project already has {count} contracts and cannot be deleted', 'pt-BR': 'Este projeto já tem {count} contratos e não pode ser excluído' },
  projectIncomplete: { 'zh-CN': '项目信息不完整，请补全后再提交', 'zh-TW': '項目資訊不完整，請補全後再提交', 'en-US': 'The project is incomplete; fill in the missing fields before submitting', 'pt-BR': 'O projeto está incompleto; preencha os campos que faltam antes de enviar' },
  riskSweepRunning: { 'zh-CN': '风险巡检正在进行中，请稍后再试', 'zh-TW': '風險巡檢正在進行中，請稍後再試', 'en-US': 'A risk sweep is running now; try again later', 'pt-BR': 'Uma varredura de risco está em andamento; tente novamente mais tarde' },
  exportTooMany: { 'zh-CN': '符合条件的合同有 {count} 份，超过单次导出上限 {limit} 份，请缩小筛选范围后再导出', 'zh-TW': '符合條件的合約有 {count} 份，超過單次匯出上限 {limit} 份，請縮小篩選範圍後再匯出', 'en-US': '{count} contracts match, more than the export limit of {limit}; narrow the filters and export again', 'pt-BR': '{count} contratos correspondem, acima do limite de exportação de {limit}; refine os filtros e exporte novamente' },
  importInvalid: { 'zh-CN': '导入文件有 {count} 处错误，未导入任何合同，请修改后重新导入', 'zh-TW': '匯入檔案有 {count} 處錯誤，未匯入任何合約，請修改後重新匯入', 'en-US': 'The file has {count} errors; nothing was imported. Fix them and import again', 'pt-BR': 'O arquivo tem {count} erros; nada foi importado. Corrija e importe novamente' },
  importTooManyRows: { 'zh-CN': '导入文件超过 {limit} 行，请分批导入', 'zh-TW': '匯入檔案超過 {limit} 列，請分批匯入', 'en-US': 'The file has more than {limit} rows; import it in parts', 'pt-BR': 'O arquivo tem mais de {limit} linhas; importe em partes' },
  importNoRows: { 'zh-CN': '导入文件中没有合同数据', 'zh-TW': '匯入檔案中沒有合約資料', 'en-US': 'The file holds no contract rows', 'pt-BR': 'O arquivo não contém linhas de contratos' },
  importUnreadable: { 'zh-CN': '无法读取该 Excel 文件，请使用导入模板填写并保存为 .xlsx 后重试', 'zh-TW': '無法讀取該 Excel 檔案，請使用匯入範本填寫並儲存為 .xlsx 後重試', 'en-US': 'This Excel file cannot be read; fill in the import template, save it as .xlsx and try again', 'pt-BR': 'Não foi possível ler este arquivo Excel; preencha o modelo, salve como .xlsx e tente novamente' },
  screenShareInvalid: { 'zh-CN': '该大屏分享链接无效或已过期', 'zh-TW': '該大屏分享連結無效或已過期', 'en-US': 'This screen link is invalid or has expired', 'pt-BR': 'Este link de painel é inválido ou expirou' },
  screenShareRevoked: { 'zh-CN': '该大屏分享链接已撤销', 'zh-TW': '該大屏分享連結已撤銷', 'en-US': 'This screen link has already been revoked', 'pt-BR': 'Este link de painel já foi revogado' },
  screenImportNotJson: { 'zh-CN': '导入文件不是有效的 JSON，大屏未做任何修改', 'zh-TW': '匯入檔案不是有效的 JSON，大屏未做任何修改', 'en-US': 'The file is not valid JSON; the screen was not changed', 'pt-BR': 'O arquivo não é um JSON válido; o painel não foi alterado' },
  screenImportInvalid: { 'zh-CN': '导入文件有 {count} 处错误，大屏未做任何修改', 'zh-TW': '匯入檔案有 {count} 處錯誤，大屏未做任何修改', 'en-US': 'The file has {count} errors; the screen was not changed', 'pt-BR': 'O arquivo tem {count} erros; o painel não foi alterado' },
  noGeometry: { 'zh-CN': '该区域尚未配置地图数据', 'zh-TW': '該區域尚未設定地圖資料', 'en-US': 'No map geometry has been configured for this area', 'pt-BR': 'Nenhuma geometria de mapa foi configurada para esta área' },
  geometryNotJson: { 'zh-CN': '地图文件不是有效的 JSON，未做任何修改', 'zh-TW': '地圖檔案不是有效的 JSON，未做任何修改', 'en-US': 'The map file is not valid JSON; nothing was changed', 'pt-BR': 'O arquivo de mapa não é um JSON válido; nada foi alterado' },
  geometryInvalid: { 'zh-CN': '地图文件有 {count} 处错误，未做任何修改', 'zh-TW': '地圖檔案有 {count} 處錯誤，未做任何修改', 'en-US': 'The map file has {count} errors; nothing was changed', 'pt-BR': 'O arquivo de mapa tem {count} erros; nada foi alterado' },
  lastAdministrator: { 'zh-CN': '不能删除、停用或撤销最后一名超级管理员', 'zh-TW': '不能刪除、停用或撤銷最後一名超級管理員', 'en-US': 'The last super administrator cannot be deleted, disabled or lose the role', 'pt-BR': 'O último superadministrador não pode ser excluído, desativado nem perder o papel' },
  currentUnitNotMember: { 'zh-CN': '当前单位必须是该用户所属的单位之一', 'zh-TW': '目前單位必須是該使用者所屬的單位之一', 'en-US': 'The current unit must be one of the user\'s units', 'pt-BR': 'A unidade atual deve ser uma das unidades do usuário' },
  userImportInvalid: { 'zh-CN': '导入文件有 {count} 处错误，未导入任何用户，请修改后重新导入', 'zh-TW': '匯入檔案有 {count} 處錯誤，未匯入任何使用者，請修改後重新匯入', 'en-US': 'The file has {count} errors; no user was imported. Fix them and import again', 'pt-BR': 'O arquivo tem {count} erros; nenhum usuário foi importado. Corrija e importe novamente' },
  userImportNoRows: { 'zh-CN': '导入文件中没有用户数据', 'zh-TW': '匯入檔案中沒有使用者資料', 'en-US': 'The file holds no user rows', 'pt-BR': 'O arquivo não contém linhas de usuários' },
  userExportTooMany: { 'zh-CN': '符合条件的用户有 {count} 名，超过单次导出上限 {limit} 名，请缩小筛选范围后再导出', 'zh-TW': '符合條件的使用者有 {count} 名，超過單次匯出上限 {limit} 名，請縮小篩選範圍後再匯出', 'en-US': '{count} users match, more than the export limit of {limit}; narrow the filters and export again', 'pt-BR': '{count} usuários correspondem, acima do limite de exportação de {limit}; refine os filtros e exporte novamente' },
  roleInUse: { 'zh-CN': '还有 {count} 名用户拥有该角色，请先为他们移除该角色', 'zh-TW': '還有 {count} 名使用者擁有該角色，請先為他們移除該角色', 'en-US': '{count} users still hold this role; remove it from them first', 'pt-BR': '{count} usuários ainda têm este papel; remova-o deles primeiro' },
  roleAdminLocked: { 'zh-CN': '超级管理员角色不能删除，也不能去掉角色管理权限', 'zh-TW': '超級管理員角色不能刪除，也不能去掉角色管理權限', 'en-US': 'The super administrator role cannot be deleted or lose role management', 'pt-BR': 'O papel de superadministrador não pode ser excluído nem perder a gestão de papéis' },
  dutiesMixed: { 'zh-CN': '三员分立：一人只能承担系统管理、安全管理、审计管理中的一项职责，此授权会使“{who}”同时承担其中两项', 'zh-TW': '三員分立：一人只能承擔系統管理、安全管理、稽核管理中的一項職責，此授權會使「{who}」同時承擔其中兩項', 'en-US': 'Separation of duties: one person holds only one of system, security and audit administration; this grant would give “{who}” two of them', 'pt-BR': 'Separação de funções: uma pessoa exerce só uma entre administração de sistema, de segurança e de auditoria; esta concessão daria duas delas a “{who}”' },
  selfRoles: { 'zh-CN': '不能修改自己的角色，请由其他管理员办理', 'zh-TW': '不能修改自己的角色，請由其他管理員辦理', 'en-US': 'You cannot change your own roles; another administrator must do it', 'pt-BR': 'Você não pode alterar os próprios papéis; outro administrador deve fazê-lo' },
  roleBeyondOwn: { 'zh-CN': '不能授予超出您自身的权限或数据范围', 'zh-TW': '不能授予超出您自身的權限或資料範圍', 'en-US': 'You cannot grant permissions or a data scope beyond your own', 'pt-BR': 'Você não pode conceder permissões ou escopo de dados além dos seus' },
  counterpartInUse: { 'zh-CN': '该相对方还有 {contracts} 份合同、{users} 名用户，不能删除', 'zh-TW': '該相對方還有 {contracts} 份合約、{users} 名使用者，不能刪除', 'en-US': 'This counterpart still has {contracts} contracts and {users} users; it cannot be deleted', 'pt-BR': 'Esta contraparte ainda tem {contracts} contratos e {users} usuários; não pode ser excluída' },
  companyUserSigned: { 'zh-CN': '该用户已签署过合同，不能删除，请改为停用', 'zh-TW': '該使用者已簽署過合約，不能刪除，請改為停用', 'en-US': 'This user has signed contracts and cannot be deleted; disable the account instead', 'pt-BR': 'Este usuário já assinou contratos e não pode ser excluído; desative a conta' },
  auditExportTooMany: { 'zh-CN': '符合条件的审计记录有 {count} 条，超过单次导出上限 {limit} 条，请缩小时间范围后再导出', 'zh-TW': '符合條件的稽核記錄有 {count} 筆，超過單次匯出上限 {limit} 筆，請縮小時間範圍後再匯出', 'en-US': '{count} audit records match, more than the export limit of {limit}; narrow the time range and export again', 'pt-BR': '{count} registros de auditoria correspondem, acima do limite de exportação de {limit}; reduza o período e exporte novamente' },
  counterpartExportTooMany: { 'zh-CN': '导出的相对方超过 {limit} 条，请缩小筛选范围', 'zh-TW': '匯出的相對方超過 {limit} 筆，請縮小篩選範圍', 'en-US': 'More than {limit} counterparts match; narrow the filters to export', 'pt-BR': 'Mais de {limit} contrapartes; restrinja os filtros para exportar' },
  tagInUse: { 'zh-CN': '该标签还用于 {count} 份合同，不能删除', 'zh-TW': '該標籤還用於 {count} 份合約，不能刪除', 'en-US': 'This tag is still on {count} contracts; it cannot be deleted', 'pt-BR': 'Esta etiqueta ainda está em {count} contratos; não pode ser excluída' },
  sealUsed: { 'zh-CN': '该印章已用于 {count} 次合同签章，不能删除或修改编号，只能停用', 'zh-TW': '該印章已用於 {count} 次合約簽章，不能刪除或修改編號，只能停用', 'en-US': 'This seal has signed {count} times; it cannot be deleted or renumbered, only disabled', 'pt-BR': 'Este selo já assinou {count} vezes; não pode ser excluído nem renumerado, apenas desativado' },
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
  matter: { 'zh-CN': '事项', 'zh-TW': '事項', 'en-US': 'Matter', 'pt-BR': 'Assunto' },
  counterpart: { 'zh-CN': '相对方', 'zh-TW': '相對方', 'en-US': 'Counterpart', 'pt-BR': 'Contraparte' },
  tag: { 'zh-CN': '标签', 'zh-TW': '標籤', 'en-US': 'Tag', 'pt-BR': 'Etiqueta' },
  filing: { 'zh-CN': '备案', 'zh-TW': '備案', 'en-US': 'Filing', 'pt-BR': 'Registro' },
  condition: { 'zh-CN': '整改事项', 'zh-TW': '整改事項', 'en-US': 'Defect to fix', 'pt-BR': 'Defeito a corrigir' },
  performanceRecord: { 'zh-CN': '履行记录', 'zh-TW': '履行記錄', 'en-US': 'Performance record', 'pt-BR': 'Registro de execução' },
  shareLink: { 'zh-CN': '二维码链接', 'zh-TW': 'QR 碼連結', 'en-US': 'QR code link', 'pt-BR': 'Link de código QR' },
  project: { 'zh-CN': '项目', 'zh-TW': '項目', 'en-US': 'Project', 'pt-BR': 'Projeto' },
  screen: { 'zh-CN': '大屏', 'zh-TW': '大屏', 'en-US': 'Screen', 'pt-BR': 'Painel' },
  screenVersion: { 'zh-CN': '大屏版本', 'zh-TW': '大屏版本', 'en-US': 'Screen version', 'pt-BR': 'Versão do painel' },
  screenShare: { 'zh-CN': '大屏分享链接', 'zh-TW': '大屏分享連結', 'en-US': 'Screen link', 'pt-BR': 'Link do painel' },
  template: { 'zh-CN': '合同范本', 'zh-TW': '合約範本', 'en-US': 'Contract template', 'pt-BR': 'Modelo de contrato' },
  adviser: { 'zh-CN': '法律顾问', 'zh-TW': '法律顧問', 'en-US': 'Legal adviser', 'pt-BR': 'Assessor jurídico' },
  licenceNo: { 'zh-CN': '执业证号', 'zh-TW': '執業證號', 'en-US': 'Licence number', 'pt-BR': 'Número de licença' },
} satisfies Record<string, Texts>;
export type EntityKey = keyof typeof entityNames;

/**
 * Picks the language from the `lang` header, else Accept-Language: zh-CN when the request names none
 * (the default), en-US when it names only languages the product does not have (the fallback, as the
 * client's: src/i18n FALLBACK_LANGUAGE).
 */
export function pickLang(header: string | undefined, acceptLanguage: string | undefined): Lang {
  let named = false;
  for (const candidate of [header, ...(acceptLanguage ?? '').split(',').map((s) => s.split(';')[0]?.trim())]) {
    if (!candidate || candidate === '*') continue;
    named = true;
    const exact = LANGS.find((l) => l.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const prefix = candidate.toLowerCase();
    if (prefix === 'zh-hk' || prefix === 'zh-hant' || prefix === 'zh-mo' || prefix.startsWith('zh-hant-')) return 'zh-TW';
    if (prefix.startsWith('zh')) return 'zh-CN';
    if (prefix.startsWith('en')) return 'en-US';
    if (prefix.startsWith('pt')) return 'pt-BR';
  }
  return named ? 'en-US' : 'zh-CN';
}

export function translate(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  const template = serverTexts[key][lang] ?? serverTexts[key]['en-US'];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    if (name === 'what' && typeof value === 'string' && value in entityNames) return entityNames[value as EntityKey][lang];
    return String(value);
  });
}
