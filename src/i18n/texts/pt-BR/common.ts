import type { common as source } from '../zh-CN/common';

/** App-wide words: title, relative time (spec section 9), greetings, password strength. */
export const common: Record<keyof typeof source, string> = {
  /** Between a label and its value ("编号：…", "Code: …"). */
  'common.colon': ': ',
  'common.pager.prev': 'Anterior',
  'common.pager.next': 'Próxima',
  'common.pager.position': 'Página {current} de {pages}',
  'app.title': 'Gestão de Contratos de Órgãos Administrativos',
  'app.loading': 'Carregando…',
  'time.justNow': 'agora mesmo',
  'time.minutesAgo': 'há {n} minutos',
  'time.minutesAgo.one': 'há {n} minuto',
  'time.hoursAgo': 'há {n} horas',
  'time.hoursAgo.one': 'há {n} hora',
  'time.yesterday': 'ontem',
  'time.daysAgo': 'há {n} dias',
  'time.daysAgo.one': 'há {n} dia',
  'time.monthsAgo': 'há {n} meses',
  'time.monthsAgo.one': 'há {n} mês',
  'greeting.morning': 'Bom dia',
  'greeting.forenoon': 'Bom dia',
  'greeting.noon': 'Bom meio-dia',
  'greeting.afternoon': 'Boa tarde',
  'greeting.evening': 'Boa noite',
  'password.strength.strong': 'Força: forte',
  'password.strength.medium': 'Força: média',
  'password.strength.low': 'Força: fraca',
  'password.strength.tooShort': 'Força: curta demais',
  'table.expandRow': 'Mostrar as outras colunas',
  'table.collapseRow': 'Ocultar as outras colunas',
};
