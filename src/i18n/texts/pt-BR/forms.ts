import type { forms as source } from '../zh-CN/forms';

/** Long forms: unsaved input kept across tab switches and reloads, the warnings before it is lost, autosave (src/forms). */
export const forms: Record<keyof typeof source, string> = {
  'forms.unsaved.title': 'Dados não salvos',
  'forms.unsaved.leave': 'Se você sair desta página, os dados que não foram salvos serão perdidos.',
  'forms.unsaved.closeTabs': 'Se você fechar, os dados não salvos em {pages} serão perdidos.',
  'forms.unsaved.listSeparator': ', ',
  'forms.unsaved.discard': 'Descartar e sair',
  'forms.unsaved.stay': 'Ficar nesta página',
  'forms.unsaved.close': 'Se você fechar, os dados não salvos serão perdidos.',
  'forms.unsaved.discardClose': 'Descartar e fechar',
  'forms.unsaved.keepEditing': 'Continuar editando',
  'forms.kept.restored': 'Seus dados não salvos de {time} foram restaurados.',
  'forms.kept.discard': 'Descartá-los',
  'forms.autosave.saving': 'Salvando automaticamente…',
  'forms.autosave.saved': 'Salvo automaticamente às {time}',
  'forms.autosave.waiting': 'Salvo automaticamente nos rascunhos assim que os campos obrigatórios forem preenchidos',
  'forms.autosave.failed': 'Falha ao salvar automaticamente: {reason}',
  'forms.autosave.stale': 'Salvamento automático pausado: o contrato foi alterado em outro lugar. Salve manualmente.',
  'forms.import.template': 'Baixar o modelo de importação',
  'forms.import.onlyXlsx': 'Escolha um arquivo Excel (.xlsx)',
  'forms.import.errorsTitle': 'Falha na importação',
  'forms.import.errorsMore': 'Apenas os primeiros {shown} são listados',
  'forms.import.where': 'Onde',
  'forms.import.problem': 'Problema',
  'forms.import.close': 'OK',
  'forms.import.row': 'Linha {row} · {field}',
};
