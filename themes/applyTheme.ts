/**
 * Applies the theme preferences to the document: the CSS variables of themeVariables() on <body>
 * (where Arco's style sheet defines its palette, so inline values win), the colour-weak filter on
 * <html> (with the class `color-weak`), and `data-nav-theme` on <body>.
 */
import { rootFilter, type ThemeInput, themeVariables } from './themeVariables';

export function applyTheme(input: ThemeInput, doc: Document = document): void {
  const body = doc.body;
  for (const [name, value] of Object.entries(themeVariables(input))) body.style.setProperty(name, value);
  body.dataset.navTheme = input.nav_theme;
  const root = doc.documentElement;
  root.style.filter = rootFilter(input);
  root.classList.toggle('color-weak', input.weak);
}
