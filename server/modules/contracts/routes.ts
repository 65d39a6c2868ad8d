/** The contract calls of each base (docs/api/contracts.md). */
import { listContracts } from './list';
import { contractDetail } from './detail';
import { contractStatusCounts } from './summary';
import { contractFormOptionRoutes } from './form-options';
import { contractWriteRoutes, counterpartWriteRoutes, matterHandleRoutes } from './write-routes';
import { signRoutes } from './sign-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractDetailSchema, contractListQuerySchema, contractRowSchema, contractStatusCountsSchema } from '../../../src/domain/contract-api';
import { pageOf } from '../../../src/domain/envelope';
import { idQuerySchema } from '../../../src/domain/system';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';

// ---------------------------------------------------------------- routes
/** The read calls every base serves (each caller within its own scope). */
const contractReads: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/contract/queryPage',
    // No body at all is the first page with the defaults.
    { config: { permission: 'contract.query' }, schema: { body: contractListQuerySchema.nullish(), response: answers(pageOf(contractRowSchema)) } },
    async (req) => ok(req, await listContracts(db, caller(req), req.body ?? contractListQuerySchema.parse({}))),
  );

  app.get('/contract/statusCounts', { config: { permission: 'contract.query' }, schema: { response: answers(contractStatusCountsSchema) } }, async (req) =>
    ok(req, await contractStatusCounts(db, caller(req))),
  );

  app.get(
    '/contract/detail',
    { config: { permission: 'contract.get' }, schema: { querystring: idQuerySchema, response: answers(contractDetailSchema) } },
    async (req) => ok(req, await contractDetail(db, caller(req), req.query.id)),
  );
};

/** /api/admin: government staff, reading and writing. */
export const contractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(contractReads, deps);
  await app.register(contractWriteRoutes, deps);
  await app.register(signRoutes, deps);
  await app.register(matterHandleRoutes, deps);
  await app.register(contractFormOptionRoutes, deps);
};

/** /api/company: counterpart users read their contracts and sign them online. */
export const counterpartContractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(contractReads, deps);
  await app.register(counterpartWriteRoutes, deps);
  await app.register(signRoutes, deps);
};

/** /api/lawyer: legal advisers read the contracts of their matters and answer them. */
export const adviserContractRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(contractReads, deps);
  await app.register(matterHandleRoutes, deps);
};
