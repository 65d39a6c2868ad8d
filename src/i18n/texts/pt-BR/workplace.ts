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
  'workplace.overviewNone': 'Nada para mostrar ainda',
  'workplace.backlogWaiting': 'Minhas pendências',
  'workplace.approvalWaiting': 'Aguardando minha aprovação',
  'workplace.carbonCopyUnread': 'Cópias não lidas',
  'workplace.contractsUnderway': 'Contratos em andamento',
  'workplace.contractsFiling': 'Em registro',
  'workplace.contractsPerforming': 'Em execução',
  'workplace.contractsRed': 'Contratos com código vermelho',
  'workplace.overdueNote': '{count} em atraso',
};
