/**
 * Every namespace of texts. Add a namespace file beside this one (all four languages in it, see
 * define.ts) and list it here; keys are `<namespace>.<name>` and must be unique across namespaces.
 */
import { account } from './account';
import { common } from './common';
import { layout } from './layout';
import { login } from './login';
import { messages } from './messages';
import { pages } from './pages';
import { publicSite } from './public';
import { register } from './register';
import { request } from './request';
import { results } from './results';
import { routes } from './routes';
import { settings } from './settings';
import { tabs } from './tabs';
import { workplace } from './workplace';

export const NAMESPACES = [common, login, request, pages, tabs, messages, layout, routes, settings, results, publicSite, register, account, workplace] as const;
