/**
 * /list/search/{article,project,application} — one search box over three tabs (the path names the
 * tab): announcements = the caller's system messages (sys_message/queryPageMessage has no keyword,
 * so the latest 100 are searched here), projects (project/queryPage keyword), and contract
 * applications = contracts registered or under review (contract/queryPage keyword + statuses).
 */
import { Card, Input, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../src/i18n';
import { ApplicationResults, ArticleResults, ProjectResults } from './SearchResults';

export type SearchTab = 'article' | 'project' | 'application';
const TABS: readonly SearchTab[] = ['article', 'project', 'application'];
const TITLE = { article: 'examples.search.articles', project: 'examples.search.projects', application: 'examples.search.applications' } as const;

export function SearchPage({ tab }: { tab: SearchTab }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  return (
    <Card data-testid="search-list" data-tab={tab}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Input.Search
          searchButton
          allowClear
          style={{ width: 520 }}
          placeholder={t('examples.search.placeholder')}
          defaultValue={keyword}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
          data-testid="search-input"
        />
      </div>
      <Tabs activeTab={tab} onChange={(key) => navigate(`/list/search/${key}`)}>
        {TABS.map((key) => (
          <Tabs.TabPane key={key} title={t(TITLE[key])} />
        ))}
      </Tabs>
      {tab === 'article' && <ArticleResults keyword={keyword} />}
      {tab === 'project' && <ProjectResults keyword={keyword} />}
      {tab === 'application' && <ApplicationResults keyword={keyword} />}
    </Card>
  );
}
