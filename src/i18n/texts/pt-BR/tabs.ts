import type { tabs as source } from '../zh-CN/tabs';

/** The multi-tab bar (spec section 2, "Multi-tab bar"); the three refusals are the spec's texts. */
export const tabs: Record<keyof typeof source, string> = {
  'tabs.lastTab': 'Esta é a última aba, não pode ser fechada',
  'tabs.noLeft': 'Nenhuma aba à esquerda',
  'tabs.noRight': 'Nenhuma aba à direita',
  'tabs.noOthers': 'Nenhuma outra aba para fechar',
  'tabs.closeCurrent': 'Fechar a aba atual',
  'tabs.closeRight': 'Fechar as abas à direita',
  'tabs.closeLeft': 'Fechar as abas à esquerda',
  'tabs.closeOthers': 'Fechar as outras abas',
  'tabs.rename': 'Renomear aba',
  'tabs.actions': 'Ações das abas',
  'tabs.renameTitle': 'Renomear aba',
  'tabs.renamePlaceholder': 'Digite o nome da aba',
  'tabs.renameHint': 'Deixe em branco para restaurar o nome original da página',
  'tabs.untitled': 'Página sem título',
};
