/** The en-US texts, a lazy chunk loaded by ../../index.ts (loadLanguage) before the language is shown. */
import type { LanguageNamespaces, Messages } from '../zh-CN';
import { account } from './account';
import { common } from './common';
import { contract } from './contract';
import { contractDetail } from './contractDetail';
import { contractLists } from './contractLists';
import { layout } from './layout';
import { login } from './login';
import { messages } from './messages';
import { pages } from './pages';
import { publicSite } from './public';
import { register } from './register';
import { request } from './request';
import { results } from './results';
import { routes } from './routes';
import { screens } from './screens';
import { settings } from './settings';
import { share } from './share';
import { tabs } from './tabs';
import { workflow } from './workflow';
import { workplace } from './workplace';

export const NAMESPACES: LanguageNamespaces = { account, common, contract, contractDetail, contractLists, layout, login, messages, pages, publicSite, register, request, results, routes, screens, settings, share, tabs, workflow, workplace };

export const TEXTS: Messages = Object.assign({}, ...Object.values(NAMESPACES));
