/** The template pages of spec section 2 (one chunk): the route table picks one export per route. */
import { SearchPage } from './SearchTabs';

export { default as AdvancedFormPage } from './AdvancedForm';
export { default as AdvancedProfilePage } from './AdvancedProfile';
export { default as BaseFormPage } from './BaseForm';
export { default as BasicListPage } from './BasicList';
export { default as BasicProfilePage } from './BasicProfile';
export { default as CardListPage } from './CardList';
export { default as StepFormPage } from './StepForm';
export { default as TableListPage } from './TableList';
export { default as TestFormPage } from './TestForm';

export const SearchArticlesPage = () => <SearchPage tab="article" />;
export const SearchProjectsPage = () => <SearchPage tab="project" />;
export const SearchApplicationsPage = () => <SearchPage tab="application" />;
