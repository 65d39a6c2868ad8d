/**
 * The route table: every page of the app (spec section 2), in one place, with its layout, whether
 * it needs sign-in, its permission id and its title. The router, the guard, the menu highlighting,
 * breadcrumbs and tab titles read it. Pages are lazy chunks, so the login page does not download
 * the workspace or the wall screens; a page not built yet is the in-progress page.
 */
import type { ScreenRoute } from '../domain/screen';
import type { MessageKey } from '../i18n';
import { lazyPage, lazyWall, type PageComponent } from './lazyPage';
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, PASSWORD_CHANGE_PATH } from './paths';
import { D_LOGIN_PATH, QR_CONFIRM_PATH, REGISTER_PATH, REGISTER_RESULT_PATH } from './signInPaths';

/** public: sign-in pages; main: the workspace (menu, header, tabs); full: full-window pages. */
export type LayoutName = 'public' | 'main' | 'full';

export interface AppRoute {
  path: string;
  /** Stable route name (the spec's names where it gives them: login, register, registerResult). */
  name: string;
  layout: LayoutName;
  requiresAuth: boolean;
  title: MessageKey;
  /** `permissionId` or `permissionId.action` the page needs (src/domain/permissions). */
  permission?: string;
  /** Patterns the path's params must match when present; a path that fails one is a 404. */
  params?: Readonly<Record<string, RegExp>>;
  component: PageComponent;
  /**
   * The page uses no Arco component (the walls): it is shown without Arco's provider, so opening it
   * does not load Arco's core. A part of it that uses Arco (the screen editor) brings the provider.
   */
  withoutArco?: true;
}

/** An optional page number: a positive integer (ARCHITECTURE.md section 4). */
export const POSITIVE_INT = /^[1-9]\d*$/;

const InProgress = lazyPage(() => import('../../workspace/common/InProgress'));
const AccountCenter = lazyPage(() => import('../../workspace/account/Center'));
const AccountSettings = lazyPage(() => import('../../workspace/account/Settings'));
// The command centre (screens/): ECharts and the grid load with these chunks only.
const WallPage = lazyWall(() => import('../../screens/pages/WallPage'));
const PublicViewPage = lazyWall(() => import('../../screens/pages/PublicViewPage'));
const AnalysisPage = lazyWall(() => import('../../screens/pages/AnalysisPage'));

/** The page of a screen route (an address that opens a wall preloads it: screens/pages/preloadWall.ts). */
export const screenPageOf = (route: ScreenRoute): PageComponent =>
  route === '/public-view-index' ? PublicViewPage : route === '/dashboard/analysis' ? AnalysisPage : WallPage;
// The contract lists: one chunk, one page component per list route (workspace/contracts/pages.tsx).
type ContractListPage = keyof typeof import('../../workspace/contracts/pages');
const contractList = (page: ContractListPage) =>
  lazyPage(() => import('../../workspace/contracts/pages').then((m) => ({ default: m[page] })));

// The to-do, approval and carbon-copy lists: one chunk (workspace/workflow/pages.tsx); their handling
// pages another (workspace/workflow/handlePages.tsx).
type WorkflowPage = keyof typeof import('../../workspace/workflow/pages');
const workflowPage = (page: WorkflowPage) =>
  lazyPage(() => import('../../workspace/workflow/pages').then((m) => ({ default: m[page] })));
type WorkflowHandlePage = keyof typeof import('../../workspace/workflow/handlePages');
const workflowHandlePage = (page: WorkflowHandlePage) =>
  lazyPage(() => import('../../workspace/workflow/handlePages').then((m) => ({ default: m[page] })));

// The project pages: one chunk (workspace/projects/pages.tsx).
type ProjectPage = keyof typeof import('../../workspace/projects/pages');
const projectPage = (page: ProjectPage) =>
  lazyPage(() => import('../../workspace/projects/pages').then((m) => ({ default: m[page] })));

// The review-chain matter pages under /matter: one chunk (workspace/matters/pages.tsx).
type MatterPageName = keyof typeof import('../../workspace/matters/pages');
const matterPage = (page: MatterPageName) =>
  lazyPage(() => import('../../workspace/matters/pages').then((m) => ({ default: m[page] })));

// The template pages (forms, lists, profiles): one chunk (workspace/examples/pages.tsx).
type ExamplePage = keyof typeof import('../../workspace/examples/pages');
const examplePage = (page: ExamplePage) =>
  lazyPage(() => import('../../workspace/examples/pages').then((m) => ({ default: m[page] })));

/** A workspace page (main layout, sign-in needed) titled `route.<name>`. */
function main(
  path: string,
  name: string,
  permission: string,
  component: PageComponent = InProgress,
  extra: Partial<Pick<AppRoute, 'params' | 'title'>> = {},
): AppRoute {
  return { path, name, layout: 'main', requiresAuth: true, title: `route.${name}` as MessageKey, permission, component, ...extra };
}

/** A full-window page (wall screens), sign-in needed. */
function full(path: string, name: string, permission: string | undefined, component: PageComponent = InProgress, extra: Pick<AppRoute, 'withoutArco'> = {}): AppRoute {
  return { path, name, layout: 'full', requiresAuth: true, title: `route.${name}` as MessageKey, ...(permission ? { permission } : {}), component, ...extra };
}

const WALL = { withoutArco: true } as const;

const PAGE_NO = { params: { pageNo: POSITIVE_INT } };

export const ROUTES: readonly AppRoute[] = [
  // ---------------------------------------------------------------- public (sign-in pages)
  {
    path: LOGIN_PATH,
    name: 'login',
    layout: 'public',
    requiresAuth: false,
    title: 'route.login',
    component: lazyPage(() => import('../../workspace/user/Login')),
  },
  {
    path: REGISTER_PATH,
    name: 'register',
    layout: 'public',
    requiresAuth: false,
    title: 'route.register',
    component: lazyPage(() => import('../../workspace/user/Register')),
  },
  {
    path: REGISTER_RESULT_PATH,
    name: 'registerResult',
    layout: 'public',
    requiresAuth: false,
    title: 'route.registerResult',
    component: lazyPage(() => import('../../workspace/user/RegisterResult')),
  },
  {
    path: D_LOGIN_PATH,
    name: 'dLogin',
    layout: 'public',
    requiresAuth: false,
    title: 'route.dLogin',
    component: lazyPage(() => import('../../workspace/user/DLogin')),
  },
  {
    // Opened on a signed-in device by scanning the login page's QR code: a window of its own.
    path: QR_CONFIRM_PATH,
    name: 'qrConfirm',
    layout: 'full',
    requiresAuth: true,
    title: 'route.qrConfirm',
    component: lazyPage(() => import('../../workspace/user/QrConfirm')),
  },
  {
    // Opened by scanning a contract's QR code, signed in or not: the progress view of a share link
    // (CONTRACT_SHARE_PATH of src/domain/contract-share.ts, kept out of the entry chunk).
    path: '/contract-share',
    name: 'contractShare',
    layout: 'full',
    requiresAuth: false,
    title: 'route.contractShare',
    component: lazyPage(() => import('../../workspace/share/ContractShare')),
  },
  {
    path: NOT_FOUND_PATH,
    name: 'notFound',
    layout: 'full',
    requiresAuth: false,
    title: 'route.notFound',
    component: lazyPage(() => import('../../workspace/exception/NotFound')),
  },

  // ---------------------------------------------------------------- dashboard (tag: dashboard)
  main(HOME_PATH, 'workplace', 'dashboard', lazyPage(() => import('../../workspace/dashboard/Workplace'))),
  main('/dashboard/analysis/:pageNo?', 'analysis', 'dashboard', AnalysisPage, PAGE_NO),

  // ---------------------------------------------------------------- system management
  main('/system/menu-manage', 'menuManage', 'menu', lazyPage(() => import('../../workspace/system/menus/MenuManage'))),
  main('/system/user-manage', 'userManage', 'sysUser', lazyPage(() => import('../../workspace/system/users/UserManage'))),
  main('/system/CounterpartManager', 'counterpartManage', 'counterpart', lazyPage(() => import('../../workspace/system/counterparts/CounterpartManage'))),
  main('/system/company-user-manager', 'companyUserManage', 'companyUser', lazyPage(() => import('../../workspace/system/company-users/CompanyUserManage'))),
  main('/system/role-manage', 'roleManage', 'role', lazyPage(() => import('../../workspace/system/roles/RoleManage'))),
  main('/system/unit-manage', 'unitManage', 'unit', lazyPage(() => import('../../workspace/system/units/UnitManage'))),
  main('/system/tag-manage', 'tagManage', 'tag', lazyPage(() => import('../../workspace/system/tags/TagManage'))),
  main('/system/template-manage', 'templateManage', 'template', lazyPage(() => import('../../workspace/system/templates/TemplateManage'))),
  main('/system/filter/unit', 'filterUnit', 'unit', lazyPage(() => import('../../workspace/system/pickers/FilterUnit'))),
  main('/system/filter/user', 'filterUser', 'sysUser', lazyPage(() => import('../../workspace/system/pickers/FilterUser'))),
  main('/system/file-test', 'fileTest', 'file', lazyPage(() => import('../../workspace/system/file-test/FileTest'))),
  main('/system/select-test', 'selectTest', 'unit', lazyPage(() => import('../../workspace/system/select-test/SelectTest'))),
  main('/system/lawer-manage', 'lawyerManage', 'lawyer', lazyPage(() => import('../../workspace/system/lawyers/LawyerManage'))),
  main('/system/sealSn-manage', 'sealManage', 'seal', lazyPage(() => import('../../workspace/system/seals/SealManage'))),
  main('/system/calendar', 'calendarManage', 'config', lazyPage(() => import('../../workspace/system/calendar/CalendarManage'))),
  main('/system/time-rules', 'timeRulesManage', 'config', lazyPage(() => import('../../workspace/system/time-rules/TimeRulesManage'))),
  main('/system/security-policy', 'securityPolicy', 'security', lazyPage(() => import('../../workspace/system/security-policy/SecurityPolicyPage'))),
  main('/system/audit-log', 'auditLog', 'audit', lazyPage(() => import('../../workspace/system/audit-log/AuditLog'))),

  // ---------------------------------------------------------------- project
  main('/project/step-project-register', 'projectRegister', 'project.add', projectPage('ProjectRegisterPage')),
  main('/project/project-detail', 'projectDetail', 'project', projectPage('ProjectDetailPage')),
  main('/project/underway-manage', 'projectUnderway', 'project', projectPage('UnderwayProjects')),
  main('/project/archived-manage', 'projectArchived', 'project', projectPage('ArchivedProjects')),

  // ---------------------------------------------------------------- contract
  main('/contract/step-register', 'contractRegister', 'contract.add', lazyPage(() => import('../../workspace/contracts/register/RegisterPage'))),
  main('/contract/contract-record', 'contractRecord', 'contract.get', lazyPage(() => import('../../workspace/filing/ContractRecordPage'))),
  main('/contract/draft-manager', 'contractDrafts', 'contract.add', contractList('DraftsList')),
  main('/contract/archived-manage', 'contractArchived', 'contract', contractList('ArchivedList')),
  main('/contract/record-manage', 'recordManage', 'filing', contractList('RecordList')),
  main('/contract/record-conditional', 'recordConditional', 'filing', contractList('ConditionalList')),
  main('/contract/supervise-manage', 'superviseManage', 'supervise', contractList('SuperviseList')),
  main('/contract/area-supervise', 'areaSupervise', 'supervise', contractList('AreaSuperviseList')),
  main('/contractquerypage/getListByMyUnit', 'unitContracts', 'contract', contractList('MyUnitList')),
  main('/contract/underway-manage', 'contractUnderway', 'contract', contractList('UnderwayList')),
  main('/contract/transfer-manage', 'contractTransfer', 'contract', contractList('TransferList')),
  main('/contract/execute-manager', 'contractExecuting', 'contract', contractList('ExecuteList')),
  main('/contract/smart-template', 'smartTemplate', 'contract.add', lazyPage(() => import('../../workspace/templates/SmartTemplatePage'))),
  main('/contract/sign-flow', 'signFlow', 'contract', lazyPage(() => import('../../workspace/signing/SignFlowPage'))),
  main('/contract/red-code-contract', 'redCodeContract', 'contract', contractList('RedCodeList')),
  main('/contract/contract-template', 'contractTemplate', 'contract', lazyPage(() => import('../../workspace/templates/LibraryPage'))),
  main('/contract/detail', 'contractDetail', 'contract', lazyPage(() => import('../../workspace/contracts/detail/ContractDetailPage'))),
  main('/contract/matter-test', 'matterTest', 'matter', lazyPage(() => import('../../workspace/matters/try/MatterCatalogue'))),
  main('/contract/matter-info-test', 'matterInfoTest', 'matter', lazyPage(() => import('../../workspace/matters/try/MatterInfo'))),
  main('/contract/temp-project-solicitation', 'tempProjectSolicitation', 'contract', projectPage('SolicitationSample')),
  main('/contract/temp-agreement', 'tempAgreement', 'contract', lazyPage(() => import('../../workspace/templates/SampleAgreementPage'))),
  main('/contract/OtherAgreement', 'otherAgreement', 'contract.add', lazyPage(() => import('../../workspace/contracts/register/OtherAgreementPage'))),

  // ---------------------------------------------------------------- matter submission pages
  main('/matter/survey-submit', 'surveySubmit', 'matter', matterPage('SurveySubmit')),
  main('/matter/seek-submit', 'seekSubmit', 'matter', matterPage('SeekSubmit')),
  main('/matter/validity/unit/ValidityUnitSubmit', 'validityUnitSubmit', 'matter', matterPage('ValidityUnitSubmit')),
  main('/matter/validity/jud/ValidityJudSubmit', 'validityJudSubmit', 'matter', matterPage('ValidityJudSubmit')),
  main('/matter/validity/validityReview', 'validityReview', 'matter', matterPage('ValidityReview')),
  main('/matter/validity/unit/FinalDraftUnitUpload', 'finalDraftUnitUpload', 'matter', matterPage('FinalDraftUnitUpload')),
  main('/matter/validity/jud/FinalDraftJudUpload', 'finalDraftJudUpload', 'matter', matterPage('FinalDraftJudUpload')),
  main('/matter/fairReview', 'fairReview', 'matter', matterPage('FairReview')),
  main('/matter/fairReviewEcho', 'fairReviewEcho', 'matter', matterPage('FairReviewEcho')),
  main('/matter/performRegister', 'performRegister', 'matter', lazyPage(() => import('../../workspace/performance/PerformRegisterPage'))),
  main('/matter/documentUpload', 'documentUpload', 'matter', lazyPage(() => import('../../workspace/performance/DocumentUploadPage'))),
  main('/matter/performSupervise', 'performSupervise', 'supervise', lazyPage(() => import('../../workspace/performance/PerformSupervisePage'))),
  main('/matter/decision', 'decision', 'matter', matterPage('Decision')),
  main('/matter/approval', 'matterApproval', 'matter', matterPage('MatterApproval')),
  main('/matter/signFlow', 'matterSignFlow', 'matter', lazyPage(() => import('../../workspace/signing/MatterSignFlowPage'))),
  main('/matter/WarnTips', 'warnTips', 'matter', lazyPage(() => import('../../workspace/performance/WarnTipsPage'))),

  // ---------------------------------------------------------------- to-do
  main('/backlog/me/wait-backlog', 'waitBacklog', 'backlog', workflowPage('WaitBacklog')),
  main('/backlog/me/already-backlog', 'alreadyBacklog', 'backlog', workflowPage('AlreadyBacklog')),
  main('/backlog/handle/seek-handle', 'seekHandle', 'backlog', workflowHandlePage('SeekHandle')),
  main('/matter/fairReview/fair-review-handle', 'fairReviewHandle', 'backlog', workflowHandlePage('FairReviewHandle')),

  // ---------------------------------------------------------------- approval
  main('/approval/me/wait-approval', 'waitApproval', 'approval', workflowPage('WaitApproval')),
  main('/approval/me/already-approval', 'alreadyApproval', 'approval', workflowPage('AlreadyApproval')),
  main('/approval/handle/approval-handle', 'approvalHandle', 'approval', workflowHandlePage('ApprovalHandle')),

  // ---------------------------------------------------------------- carbon copy
  main('/carboncopy/me-carboncopy', 'carbonCopyToMe', 'carboncopy', workflowPage('CarbonCopyToMe')),
  main('/carboncopy/send-carboncopy', 'carbonCopySent', 'carboncopy', workflowPage('CarbonCopySent')),

  // ---------------------------------------------------------------- template pages: forms (tag: form)
  main('/form/base-form', 'baseForm', 'form', examplePage('BaseFormPage')),
  main('/form/step-form', 'stepForm', 'form', examplePage('StepFormPage')),
  main('/form/advanced-form', 'advancedForm', 'form', examplePage('AdvancedFormPage')),
  main('/form/test-form', 'testForm', 'form', examplePage('TestFormPage')),

  // ---------------------------------------------------------------- template pages: lists (tag: table)
  main('/list/table-list/:pageNo?', 'tableList', 'table', examplePage('TableListPage'), PAGE_NO),
  main('/list/basic-list', 'basicList', 'table', examplePage('BasicListPage')),
  main('/list/card', 'cardList', 'table', examplePage('CardListPage')),
  main('/list/search/article', 'searchArticles', 'table', examplePage('SearchArticlesPage')),
  main('/list/search/project', 'searchProjects', 'table', examplePage('SearchProjectsPage')),
  main('/list/search/application', 'searchApplications', 'table', examplePage('SearchApplicationsPage')),

  // ---------------------------------------------------------------- template pages: profile (tag: profile)
  main('/profile/basic', 'basicProfile', 'profile', examplePage('BasicProfilePage')),
  main('/profile/advanced', 'advancedProfile', 'profile', examplePage('AdvancedProfilePage')),

  // ---------------------------------------------------------------- results (tag: result)
  main('/result/success', 'resultSuccess', 'result', lazyPage(() => import('../../workspace/result/Success'))),
  main('/result/fail', 'resultFail', 'result', lazyPage(() => import('../../workspace/result/Fail'))),
  main('/result/record-manager-success', 'recordManagerSuccess', 'result', lazyPage(() => import('../../workspace/result/RecordManagerSuccess'))),
  main('/result/seal-manager-success', 'sealManagerSuccess', 'result', lazyPage(() => import('../../workspace/result/SealManagerSuccess'))),
  main('/result/record-register-success', 'recordRegisterSuccess', 'result', lazyPage(() => import('../../workspace/result/RecordRegisterSuccess'))),

  // ---------------------------------------------------------------- exceptions (tag: exception)
  main(FORBIDDEN_PATH, 'exception403', 'exception', lazyPage(() => import('../../workspace/exception/Forbidden'))),
  main('/exception/404', 'exception404', 'exception', lazyPage(() => import('../../workspace/exception/NotFound'))),
  main('/exception/500', 'exception500', 'exception', lazyPage(() => import('../../workspace/exception/ServerError'))),

  // ---------------------------------------------------------------- account (tag: user)
  main('/account/center', 'accountCenter', 'user', AccountCenter),
  main('/account/settings', 'accountSettings', 'user', AccountSettings),
  main('/account/settings/basic', 'accountBasic', 'user', AccountSettings),
  main('/account/settings/security', 'accountSecurity', 'user', AccountSettings),
  main('/account/settings/custom', 'accountCustom', 'user', AccountSettings),
  main('/account/settings/binding', 'accountBinding', 'user', AccountSettings),
  main('/account/settings/notification', 'accountNotification', 'user', AccountSettings),
  {
    // While the password policy requires a new password first, the only page (src/layouts/MainLayout.tsx sends the user here).
    path: PASSWORD_CHANGE_PATH,
    name: 'passwordChange',
    layout: 'full',
    requiresAuth: true,
    title: 'route.passwordChange',
    component: lazyPage(() => import('../../workspace/account/PasswordChangePage')),
  },

  // ---------------------------------------------------------------- full-screen pages (wall screens)
  full('/view-index', 'viewIndex', 'screen', WallPage, WALL),
  full('/county-index', 'countyIndex', 'screen', WallPage, WALL),
  full('/data-view', 'dataView', 'screen', WallPage, WALL),
  // Also opened without a session through a share link (paths.ts isScreenShareVisit). Open to every
  // signed-in user, counterparts and advisers included: it shows only what may be public.
  full('/public-view-index', 'publicViewIndex', undefined, PublicViewPage, WALL),
];

/** Fixed redirects (the groups' default pages); every path not in ROUTES goes to NOT_FOUND_PATH. */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/', to: HOME_PATH },
  { from: '/system', to: '/system/menu-manage' },
  { from: '/project', to: '/project/step-project-register' },
  { from: '/contract', to: '/contract/underway-manage' },
  { from: '/list/search', to: '/list/search/article' },
];
