/**
 * Vite plugin: Arco's Grid style sheet (80 kB, which every Form brings into the login page and the
 * workspace) without the classes of the Col props this app never passes: `order`, `push` and `pull`,
 * and the offsets per screen size (`xs={{ offset }}`...). That is 58 kB a phone parsed on each first
 * page for nothing. The spans (plain and per screen size) and the plain offsets stay.
 * tests/unit/grid-css.test.ts checks that no Col, labelCol or wrapperCol in the app uses what is dropped.
 */
import type { Plugin } from 'vite';

const GRID_CSS = /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]Grid[\\/]style[\\/]index\.css$/;
/** A class of the props left out: `arco-col-order-3`, `arco-col-md-push-2`, `arco-col-xl-offset-4`... */
export const DROPPED_COL_CLASS = /\.arco-col-(?:(?:xs|sm|md|lg|xl|xxl|xxxl)-)?(?:order|push|pull)-|\.arco-col-(?:xs|sm|md|lg|xl|xxl|xxxl)-offset-/;

/** The style sheet without the rules whose selectors name only dropped classes. */
export function trimGridCss(css: string): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string) => {
    const kept = selectors.split(',').filter((s) => !DROPPED_COL_CLASS.test(s));
    return kept.length === 0 ? '' : kept.length === selectors.split(',').length ? rule : rule.replace(selectors, kept.join(','));
  });
}

export function trimArcoGrid(): Plugin {
  return {
    name: 'trim-arco-grid',
    enforce: 'pre',
    transform(code, id) {
      return GRID_CSS.test(id.split('?')[0] ?? id) ? { code: trimGridCss(code), map: null } : null;
    },
  };
}
