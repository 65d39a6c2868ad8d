import type { pages as source } from '../zh-CN/pages';

/** Generic page states (in progress, not found, chunk and render errors) and route titles. */
export const pages: Record<keyof typeof source, string> = {
  'page.inProgress.title': 'Em construção',
  'page.inProgress.subtitle': 'Esta funcionalidade está sendo desenvolvida.',
  'page.notFound.subtitle': 'Desculpe, a página que você visitou não existe.',
  'page.backHome': 'Voltar ao início',
  'page.chunkError.title': 'Falha ao carregar a página',
  'page.chunkError.subtitle': 'A rede pode estar instável, ou o sistema acabou de ser atualizado.',
  'page.retry': 'Recarregar',
  'page.error.title': 'Algo deu errado',
  'page.error.subtitle': 'Recarregue a página; se o problema continuar, contate o administrador.',
  'route.login': 'Entrar',
  'route.workplace': 'Área de trabalho',
  'route.notFound': 'Página não encontrada',
};
