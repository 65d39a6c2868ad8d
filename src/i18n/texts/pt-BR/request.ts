import type { request as source } from '../zh-CN/request';

/** The API client's notices (spec section 8). */
export const request: Record<keyof typeof source, string> = {
  'request.stale': 'O registro foi alterado por outra pessoa e foi recarregado; confira e envie novamente',
  'request.forbidden': 'Proibido',
  'request.unauthorized': 'Não autorizado',
  'request.unauthorizedDescription': 'Falha na verificação de autorização',
  'request.tokenExpired': 'Sua sessão expirou, entre novamente',
  'request.timeout': 'A requisição expirou, tente novamente mais tarde',
  'request.network': 'Erro de rede, verifique sua conexão',
  'request.canceled': 'A requisição foi cancelada',
  'request.badResponse': 'O servidor respondeu com dados ilegíveis',
  'request.failed': 'A requisição falhou',
};
