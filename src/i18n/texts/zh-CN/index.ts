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

export const NAMESPACES = { account, common, contract, contractDetail, contractLists, layout, login, messages, pages, publicSite, register, request, results, routes, screens, settings, share, tabs, workflow, workplace } as const;

type Namespaces = typeof NAMESPACES;
export type MessageKey = { [N in keyof Namespaces]: keyof Namespaces[N] }[keyof Namespaces];
export type Messages = Record<MessageKey, string>;
/** What each other language's index lists: every namespace, each with exactly these keys. */
export type LanguageNamespaces = { [N in keyof Namespaces]: Record<keyof Namespaces[N], string> };

export const TEXTS: Messages = Object.assign({}, ...Object.values(NAMESPACES));
