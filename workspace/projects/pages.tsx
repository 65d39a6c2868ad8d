/** The project list routes, one component per route over the one ProjectList (one chunk with the form and detail). */
import { ProjectList } from './ProjectList';

export const UnderwayProjects = () => <ProjectList view="underway" />;
export const ArchivedProjects = () => <ProjectList view="archived" />;
export { default as ProjectDetailPage } from './DetailPage';
export { default as ProjectRegisterPage } from './RegisterPage';
export { default as SolicitationSample } from './SolicitationSample';
