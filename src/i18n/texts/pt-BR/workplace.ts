import type { workplace as source } from '../zh-CN/workplace';

/** The workplace (/dashboard/workplace): greeting, messages, shortcuts, the business overview. */
export const workplace: Record<keyof typeof source, string> = {
  'workplace.greeting': '{greeting}, {name}',
  'workplace.dateFormat': 'dddd, D [de] MMMM [de] YYYY',
  'workplace.noUnit': 'Sem unidade atual',
  'workplace.unread': 'Mensagens não lidas',
  'workplace.unreadUnit': 'mensagens',
  'workplace.unreadHint': 'Veja todas as mensagens na central de mensagens no canto superior direito',
  'workplace.latestMessages': 'Últimas mensagens',
  'workplace.noMessages': 'Nenhuma mensagem',
  'workplace.unreadDot': 'Não lida',
  'workplace.loadFailed': 'Falha ao carregar',
  'workplace.retry': 'Tentar novamente',
  'workplace.shortcuts': 'Atalhos',
  'workplace.noShortcuts': 'Nenhuma página disponível',
  'workplace.overview': 'Minhas pendências, aprovações e contratos',
  'workplace.overviewPending': 'Disponível quando o módulo de contratos for ativado: suas pendências, aprovações pendentes e contratos por situação aparecerão aqui.',
};
