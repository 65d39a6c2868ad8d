/**
 * Every namespace of texts. Add a namespace file beside this one (all four languages in it, see
 * define.ts) and list it here; keys are `<namespace>.<name>` and must be unique across namespaces.
 */
import { common } from './common';
import { login } from './login';
import { pages } from './pages';
import { request } from './request';

export const NAMESPACES = [common, login, request, pages] as const;
