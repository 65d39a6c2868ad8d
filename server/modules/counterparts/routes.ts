/** The counterpart pages' calls (docs/api/counterparts.md): counterparts and their users. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { companyUserAdminRoutes } from './company-user-routes';
import { counterpartAdminRoutes } from './counterpart-routes';

export const counterpartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(counterpartAdminRoutes, deps);
  await app.register(companyUserAdminRoutes, deps);
};
