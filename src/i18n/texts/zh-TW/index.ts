/** The zh-TW texts, a lazy chunk loaded by ../../index.ts (loadLanguage) before the language is shown. */
import type { LanguageNamespaces, Messages } from '../zh-CN';
import { account } from './account';
import { common } from './common';
import { contract } from './contract';
import { contractDetail } from './contractDetail';
import { contractLists } from './contractLists';
import { contractRegister } from './contractRegister';
import { examples } from './examples';
import { filing } from './filing';
import { layout } from './layout';
import { login } from './login';
import { matters } from './matters';
import { messages } from './messages';
import { pages } from './pages';
import { projects } from './projects';
import { publicSite } from './public';
import { register } from './register';
import { request } from './request';
import { results } from './results';
import { routes } from './routes';
import { screens } from './screens';
import { settings } from './settings';
import { share } from './share';
import { signing } from './signing';
import { systemCounterparts } from './systemCounterparts';
import { systemMenus } from './systemMenus';
import { systemRoles } from './systemRoles';
import { systemRegistries } from './systemRegistries';
import { systemUnits } from './systemUnits';
import { systemUsers } from './systemUsers';
import { tabs } from './tabs';
import { templates } from './templates';
import { workflow } from './workflow';
import { workplace } from './workplace';

export const NAMESPACES: LanguageNamespaces = { account, common, contract, contractDetail, contractLists, contractRegister, examples, filing, layout, login, matters, messages, pages, projects, publicSite, register, request, results, routes, screens, settings, share, signing, systemUsers, systemUnits, tabs, templates, workflow, workplace, systemMenus, systemRoles, systemRegistries, systemCounterparts };

export const TEXTS: Messages = Object.assign({}, ...Object.values(NAMESPACES));
