/** The project calls of /api/admin (docs/api/projects.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  projectArchiveSchema,
  projectDetailSchema,
  projectEditSchema,
  projectListQuerySchema,
  projectRegisterSchema,
  projectRowSchema,
  projectVersionSchema,
  projectWriteResultSchema,
} from '../../../src/domain/project-api';
import { pageOf } from '../../../src/domain/envelope';
import { idQuerySchema } from '../../../src/domain/system';
import { idAnswerSchema } from '../../../src/domain/answers';
import type { AppDeps } from '../../app';
import { announceRecords } from '../../events/announce';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { projectDetail } from './detail';
import { listProjects } from './list';
import { archiveProject, deleteDraft, submitProject } from './moves';
import { editProject, registerProject } from './register';

export const projectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  /** Announces a committed project write (live sync) and answers it. */
  const changed = async <T extends { id: number }>(written: T): Promise<T> => {
    await announceRecords(db, events, 'project', 'projects', [written.id]);
    return written;
  };
  app.post(
    '/project/queryPage',
    // No body at all is the first page with the defaults.
    { config: { permission: 'project.query' }, schema: { body: projectListQuerySchema.nullish(), response: answers(pageOf(projectRowSchema)) } },
    async (req) => ok(req, await listProjects(db, caller(req), req.body ?? projectListQuerySchema.parse({}))),
  );

  app.get(
    '/project/detail',
    { config: { permission: 'project.get' }, schema: { querystring: idQuerySchema, response: answers(projectDetailSchema) } },
    async (req) => ok(req, await projectDetail(db, caller(req), req.query.id)),
  );

  app.post(
    '/project/register',
    { config: { permission: 'project.add' }, schema: { body: projectRegisterSchema, response: answers(projectWriteResultSchema) } },
    async (req) => ok(req, await changed(await registerProject(db, caller(req), req.body))),
  );

  app.post(
    '/project/edit',
    { config: { permission: 'project.edit' }, schema: { body: projectEditSchema, response: answers(projectWriteResultSchema) } },
    async (req) => ok(req, await changed(await editProject(db, caller(req), req.body))),
  );

  app.post(
    '/project/submit',
    { config: { permission: 'project.edit' }, schema: { body: projectVersionSchema, response: answers(projectWriteResultSchema) } },
    async (req) => ok(req, await changed(await submitProject(db, caller(req), req.body.id, req.body.version))),
  );

  app.post(
    '/project/archive',
    { config: { permission: 'project.edit' }, schema: { body: projectArchiveSchema, response: answers(projectWriteResultSchema) } },
    async (req) => ok(req, await changed(await archiveProject(db, caller(req), req.body.id, req.body.version, req.body.opinion ?? null))),
  );

  app.post(
    '/project/delDraft',
    { config: { permission: 'project.edit' }, schema: { body: projectVersionSchema, response: answers(idAnswerSchema) } },
    async (req) => ok(req, await changed(await deleteDraft(db, caller(req), req.body.id, req.body.version))),
  );
};
