/** Stands in for a page that a later issue builds. */
import { Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import { useLocation } from 'react-router-dom';
import { t } from '../../src/i18n';

export default function InProgress() {
  const { pathname } = useLocation();
  return (
    <div className="page-in-progress" data-testid="page-in-progress" data-path={pathname}>
      <Result status="info" title={t('page.inProgress.title')} subTitle={t('page.inProgress.subtitle')} />
    </div>
  );
}
