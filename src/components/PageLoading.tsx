/** What a route shows while its chunk loads. */
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { t } from '../i18n';

export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spin size={32} tip={t('app.loading')} />
    </div>
  );
}
