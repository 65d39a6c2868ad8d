/**
 * Header dropdown that switches the app language (the app_language preference): the app
 * re-renders in the chosen language at once, Arco, dayjs and <html lang> included.
 */
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconCheck, IconLanguage } from '@arco-design/web-react/icon';
import { getLanguage, isLanguage, LANGUAGES, t } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { usePreferences } from '../../preferences/usePreferences';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { setPreference } = usePreferences();
  const current = getLanguage();

  const menu = (
    <Menu
      selectedKeys={[current]}
      onClickMenuItem={(key) => {
        if (isLanguage(key)) setPreference('app_language', key);
      }}
    >
      {LANGUAGES.map((lang) => (
        <Menu.Item key={lang} data-lang={lang}>
          <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
          {lang === current && <IconCheck style={{ marginLeft: 8 }} />}
        </Menu.Item>
      ))}
    </Menu>
  );

  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <Button
        className={className}
        type="text"
        shape="circle"
        icon={<IconLanguage />}
        aria-label={t('settings.language')}
        data-testid="language-switcher"
      />
    </Dropdown>
  );
}
