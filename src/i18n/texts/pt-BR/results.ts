import type { results as source } from '../zh-CN/results';

/** Exception pages (403, 404, 500) and result pages (success, fail and the filing/seal results). */
export const results: Record<keyof typeof source, string> = {
  'exception.403.subtitle': 'Desculpe, você não tem permissão para acessar esta página.',
  'exception.500.subtitle': 'Desculpe, o servidor relatou um erro. Tente novamente mais tarde.',
  'result.toWorkplace': 'Voltar à área de trabalho',
  'result.back': 'Voltar',
  'result.subject': 'Referente a: {name}',
  'result.success.title': 'Enviado com sucesso',
  'result.success.subtitle': 'Seu item foi enviado; você será avisado do andamento nas suas mensagens.',
  'result.success.toBacklog': 'Ver minhas pendências',
  'result.fail.title': 'Falha no envio',
  'result.fail.subtitle': 'Verifique e corrija as informações preenchidas e envie novamente.',
  'result.fail.retry': 'Voltar e corrigir',
  'result.recordManager.title': 'Análise de registro enviada',
  'result.recordManager.subtitle': 'A unidade que registrou foi avisada do resultado; o histórico está na gestão de registros.',
  'result.recordManager.toList': 'Voltar à gestão de registros',
  'result.sealManager.title': 'Carimbo salvo',
  'result.sealManager.subtitle': 'O carimbo está registrado e pode ser escolhido na assinatura online de contratos.',
  'result.sealManager.toList': 'Voltar à gestão de carimbos',
  'result.recordRegister.title': 'Registro do contrato enviado',
  'result.recordRegister.subtitle': 'Os documentos de registro foram enviados ao departamento de justiça para análise; você será avisado do resultado nas suas mensagens.',
  'result.recordRegister.toList': 'Ver lista de registros',
  'result.recordRegister.again': 'Registrar outro contrato',
};
