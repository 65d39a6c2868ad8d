/**
 * What a route shows while its chunk loads: Arco's <Spin size={32} tip> as its markup and styles, not
 * its component, so the walls (which use no Arco) do not download Arco's core to show it.
 */
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconLoading } from '@arco-design/web-react/icon';
import { t } from '../i18n';

export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <div className="arco-spin arco-spin-with-tip">
        <span className="arco-spin-icon">
          <IconLoading style={{ fontSize: 32 }} />
        </span>
        <div className="arco-spin-tip">{t('app.loading')}</div>
      </div>
    </div>
  );
}
