import type { messages as source } from '../zh-CN/messages';

/** The message bell and its dropdown (spec section 2, "Message dropdown"). */
export const messages: Record<keyof typeof source, string> = {
  'messages.bell': 'Notificações',
  'messages.title': 'Mensagens',
  'messages.unreadCount': '{n} não lidas',
  'messages.empty': 'Nenhuma mensagem',
  'messages.loadFailed': 'Falha ao carregar as mensagens',
  'messages.retry': 'Tentar novamente',
  'messages.readAll': 'Marcar todas como lidas',
  'messages.clearRead': 'Limpar lidas',
  'messages.viewMore': 'Ver mais',
  'messages.unread': 'Não lida',
  'messages.read': 'Lida',
  'messages.readAllDone': '{n} mensagens marcadas como lidas',
  'messages.readAllDone.one': '{n} mensagem marcada como lida',
  'messages.clearConfirmTitle': 'Limpar mensagens lidas',
  'messages.clearConfirmContent': 'As mensagens lidas serão excluídas e não poderão ser recuperadas. Deseja limpá-las?',
  'messages.clearConfirmOk': 'Limpar',
  'messages.clearDone': '{n} mensagens lidas excluídas',
  'messages.clearDone.one': '{n} mensagem lida excluída',
  'messages.actionFailed': 'A ação falhou, tente novamente mais tarde',
  'messages.detailTitle': 'Mensagem',
  'messages.receivedAt': 'Recebida: {time}',
  'messages.goTo': 'Ir para lá',
  'messages.close': 'Fechar',
};
