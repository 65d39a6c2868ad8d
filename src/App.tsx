/** The app: Arco configuration in the current language, the hash router and the route table. */
import { ConfigProvider } from '@arco-design/web-react';
import { HashRouter } from 'react-router-dom';
import { getLanguage } from './i18n';
import { ARCO_LOCALES, applyDayjsLocale } from './i18n/vendor';
import { AppRoutes } from './router/AppRoutes';

export function App() {
  const lang = getLanguage();
  applyDayjsLocale(lang);
  return (
    <ConfigProvider locale={ARCO_LOCALES[lang]}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ConfigProvider>
  );
}
