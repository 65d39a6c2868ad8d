/**
 * The API's modules on their bases (ARCHITECTURE.md section 2): everything under /api/admin for
 * government staff; on /api/company and /api/lawyer the calls of the main layout and the contract
 * calls of counterpart users and legal advisers (their sessions are good there only); beside them the
 * public calls of a scanned contract QR code and of a shared screen.
 */
import type { App, AppDeps } from './app';
import { API_BASES } from './http/bases';
import { eventStreamRoutes } from './events/stream';
import { jobRoutes } from './jobs/routes';
import { auditRoutes } from './modules/audit/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { configRoutes } from './modules/config';
import { contractExcelRoutes } from './modules/contracts/excel';
import { adviserContractRoutes, contractRoutes, counterpartContractRoutes } from './modules/contracts/routes';
import { seekCandidateRoutes } from './modules/contracts/seek-candidates';
import { contractSharePublicRoutes, contractShareRoutes } from './modules/contracts/share';
import { counterpartRoutes } from './modules/counterparts/routes';
import { fileRoutes } from './modules/files';
import { menuRoutes, userMenuRoutes } from './modules/menus/routes';
import { messageRoutes } from './modules/messages/routes';
import { projectRoutes } from './modules/projects/routes';
import { registerRoutes } from './modules/register/routes';
import { registryRoutes } from './modules/registries/routes';
import { roleRoutes } from './modules/roles/routes';
import { publicWallRoutes } from './modules/screens/public-wall-routes';
import { screenSharePublicRoutes } from './modules/screens/public-routes';
import { regionRoutes } from './modules/screens/region-routes';
import { screenRoutes } from './modules/screens/routes';
import { screenShareEventRoutes } from './modules/screens/share-events';
import { sessionRoutes } from './modules/session/routes';
import { statsRoutes } from './modules/stats/routes';
import { templateRoutes } from './modules/templates/routes';
import { ticketRoutes } from './modules/tickets';
import { timeRuleRoutes } from './modules/time-rules/routes';
import { unitRoutes } from './modules/units/routes';
import { userRoutes } from './modules/users/routes';
import { userAdminRoutes } from './modules/users-admin/routes';
import { workflowRoutes } from './modules/workflow/routes';

export async function registerApiBases(app: App, deps: AppDeps): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(sessionRoutes, deps);
      await api.register(registerRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(userAdminRoutes, deps);
      await api.register(counterpartRoutes, deps);
      await api.register(userMenuRoutes, deps);
      await api.register(menuRoutes, deps);
      await api.register(roleRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(unitRoutes, deps);
      await api.register(fileRoutes, deps);
      await api.register(messageRoutes, deps);
      await api.register(configRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(timeRuleRoutes, deps);
      await api.register(contractRoutes, deps);
      await api.register(contractExcelRoutes, deps);
      await api.register(contractShareRoutes, deps);
      await api.register(workflowRoutes, deps);
      await api.register(seekCandidateRoutes, deps);
      await api.register(projectRoutes, deps);
      await api.register(jobRoutes, deps);
      await api.register(statsRoutes, deps);
      await api.register(templateRoutes, deps);
      await api.register(registryRoutes, deps);
      await api.register(screenRoutes, deps);
      await api.register(regionRoutes, deps);
      await api.register(publicWallRoutes, deps);
      await api.register(eventStreamRoutes, deps);
      await api.register(ticketRoutes, deps);
    },
    { prefix: API_BASES.admin },
  );
  // Counterpart users and legal advisers have their own bases (their sessions are good there only);
  // the system calls of the main layout they need are the same.
  for (const base of [API_BASES.company, API_BASES.lawyer]) {
    await app.register(
      async (api) => {
        await api.register(sessionRoutes, deps);
        await api.register(userMenuRoutes, deps);
        await api.register(configRoutes, deps);
        await api.register(ticketRoutes, deps);
        await api.register(fileRoutes, deps);
        await api.register(messageRoutes, deps);
        await api.register(base === API_BASES.company ? counterpartContractRoutes : adviserContractRoutes, deps);
        if (base === API_BASES.company) await api.register(contractShareRoutes, deps);
        await api.register(workflowRoutes, deps);
        await api.register(publicWallRoutes, deps);
        await api.register(eventStreamRoutes, deps);
      },
      { prefix: base },
    );
  }

  // Public calls beside the three bases: the view a scanned contract QR code opens.
  await app.register(contractSharePublicRoutes, { ...deps, prefix: '/api' });
  // ... and the calls of a screen opened through its share link (a public display).
  await app.register(screenSharePublicRoutes, { ...deps, prefix: '/api' });
  await app.register(screenShareEventRoutes, { ...deps, prefix: '/api' });
}
