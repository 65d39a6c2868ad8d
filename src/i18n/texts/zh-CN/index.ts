/**
 * The zh-CN texts: the default language, statically in the entry chunk, and the source of the keys.
 * One file per namespace; keys are `<namespace>.<name>` and unique across namespaces. Every other
 * language (../<lang>/index.ts) has the same namespaces with the same keys, checked by the compiler.
 */
import { account } from './account';
import { common } from './common';
import { contract } from './contract';
import { contractDetail } from './contractDetail';
import { contractLists } from './contractLists';
import { contractRegister } from './contractRegister';
import { decision } from './decision';
import { examples } from './examples';
import { filing } from './filing';
import { forms } from './forms';
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
import { systemCalendar } from './systemCalendar';
import { systemTimeRules } from './systemTimeRules';
import { systemCounterparts } from './systemCounterparts';
import { systemAudit } from './systemAudit';
import { systemDemos } from './systemDemos';
import { securityPolicy } from './securityPolicy';
import { systemMenus } from './systemMenus';
import { systemRoles } from './systemRoles';
import { systemRegistries } from './systemRegistries';
import { systemUnits } from './systemUnits';
import { systemUsers } from './systemUsers';
import { tabs } from './tabs';
import { templates } from './templates';
import { workflow } from './workflow';
import { workplace } from './workplace';

export const NAMESPACES = { account, common, contract, contractDetail, contractLists, contractRegister, decision, examples, filing, forms, layout, login, matters, messages, pages, projects, publicSite, register, request, results, routes, screens, settings, share, signing, systemUsers, systemUnits, tabs, templates, workflow, workplace, systemMenus, systemRoles, systemRegistries, systemCounterparts, systemCalendar, systemTimeRules, systemDemos, securityPolicy, systemAudit } as const;

type Namespaces = typeof NAMESPACES;
export type MessageKey = { [N in keyof Namespaces]: keyof Namespaces[N] }[keyof Namespaces];
export type Messages = Record<MessageKey, string>;
/** What each other language's index lists: every namespace, each with exactly these keys. */
export type LanguageNamespaces = { [N in keyof Namespaces]: Record<keyof Namespaces[N], string> };

export const TEXTS: Messages = Object.assign({}, ...Object.values(NAMESPACES));
