/** The keyword search above the role list (RoleManage.tsx): applied on the button or Enter, cleared by reset. */
import { Button, Card, Form, Input, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useState } from 'react';
import { t } from '../../../src/i18n';

/** The search card; `onSearch` gets the keyword as typed. */
export function RoleSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <Card>
      <Form layout="inline" onSubmit={() => onSearch(keyword)}>
        <Form.Item label={t('systemRoles.keyword')}>
          <Input
            value={keyword}
            onChange={setKeyword}
            allowClear
            placeholder={t('systemRoles.keywordPlaceholder')}
            style={{ width: 240 }}
            data-testid="role-keyword"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="role-search">
              {t('systemRoles.search')}
            </Button>
            <Button
              onClick={() => {
                setKeyword('');
                onSearch('');
              }}
            >
              {t('systemRoles.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
