import { defineTexts } from '../define';

/** The sign-in page. */
export const login = defineTexts({
  'zh-CN': {
    'login.subtitle': '合同登记、审查、签订、备案与履行监管的统一工作平台',
    'login.account': '账户名或邮箱',
    'login.account.required': '请输入账户名或邮箱地址',
    'login.password': '密码',
    'login.password.required': '请输入密码',
    'login.submit': '登录',
    'login.success': '登录成功',
  },
  'zh-TW': {
    'login.subtitle': '合同登記、審查、簽訂、備案與履行監管的統一工作平台',
    'login.account': '帳戶名或信箱',
    'login.account.required': '請輸入帳戶名或信箱地址',
    'login.password': '密碼',
    'login.password.required': '請輸入密碼',
    'login.submit': '登入',
    'login.success': '登入成功',
  },
  'en-US': {
    'login.subtitle': 'One workplace for contract registration, review, signing, filing and performance supervision',
    'login.account': 'Account name or email',
    'login.account.required': 'Please enter your account name or email address',
    'login.password': 'Password',
    'login.password.required': 'Please enter your password',
    'login.submit': 'Sign in',
    'login.success': 'Signed in',
  },
  'pt-BR': {
    'login.subtitle': 'Uma plataforma para registro, revisão, assinatura, arquivamento e supervisão da execução de contratos',
    'login.account': 'Conta ou e-mail',
    'login.account.required': 'Informe o nome da conta ou o e-mail',
    'login.password': 'Senha',
    'login.password.required': 'Informe a senha',
    'login.submit': 'Entrar',
    'login.success': 'Sessão iniciada',
  },
});
