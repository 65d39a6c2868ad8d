import type { layout as source } from '../zh-CN/layout';

/** The main layout: side menu, header buttons, user dropdown, switch-unit modal, sign-out. */
export const layout: Record<keyof typeof source, string> = {
  'layout.menuLoadFailed': 'Falha ao obter o menu, atualize a página',
  'layout.menuEmpty': 'Nenhum item de menu',
  'layout.collapse': 'Recolher menu',
  'layout.expand': 'Expandir menu',
  'layout.refresh': 'Atualizar página',
  'layout.back': 'Página anterior',
  'layout.forward': 'Próxima página',
  'layout.manual': 'Manual de operação',
  'layout.accountCenter': 'Central da conta',
  'layout.accountSettings': 'Configurações da conta',
  'layout.switchUnit': 'Trocar de unidade',
  'layout.logout': 'Sair',
  'layout.logoutConfirmTitle': 'Sair',
  'layout.logoutConfirmContent': 'Tem certeza de que deseja sair?',
  'layout.switchSuccess': 'Troca realizada com sucesso',
  'layout.switchFailed': 'Falha na troca',
  'layout.currentUnit': 'unidade atual',
  'layout.unitsLoadFailed': 'Falha ao carregar suas unidades',
  'layout.noUnit': 'Sem unidade',
};
