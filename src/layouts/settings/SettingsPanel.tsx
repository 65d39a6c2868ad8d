/**
 * The layout settings, each bound to its preference (src/preferences): navigation theme, primary
 * colour, navigation mode, content width, fixed header, auto-hide header, fixed side menu,
 * multiple tabs and colour-weak mode. Used by the header's settings drawer and the account
 * settings' custom tab. Changes apply at once and are stored in this browser.
 */
import { Button, Message, Select, Switch, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconCheck, IconRefresh } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { PRIMARY_COLOR_CHOICES } from '../../../themes/colors';
import type { ContentWidth, LayoutMode, NavTheme } from '../../../themes/preferences';
import { type MessageKey, t } from '../../i18n';
import { resetPreferences } from '../../preferences/store';
import { usePreferences } from '../../preferences/usePreferences';
import './SettingsPanel.css';

const NAV_THEMES: readonly NavTheme[] = ['dark', 'light'];
const LAYOUTS: readonly LayoutMode[] = ['sidemenu', 'topmenu'];
const WIDTHS: readonly ContentWidth[] = ['Fluid', 'Fixed'];

/** A picture of a layout (side bar, header, content): a radio button chosen by clicking it. */
function LayoutBlock(props: { group: string; kind: string; label: string; checked: boolean; onSelect: () => void }) {
  const { group, kind, label, checked, onSelect } = props;
  return (
    <Tooltip content={label}>
      <label
        className={`layout-settings__block layout-settings__block--${kind}${checked ? ' is-checked' : ''}`}
        data-value={kind}
      >
        <input
          type="radio"
          className="layout-settings__radio"
          name={group}
          value={kind}
          checked={checked}
          aria-label={label}
          onChange={onSelect}
        />
        <span className="layout-settings__block-side" />
        <span className="layout-settings__block-top" />
        {checked && <IconCheck className="layout-settings__block-check" />}
      </label>
    </Tooltip>
  );
}

function Row(props: { label: string; hint?: string | undefined; children: ReactNode }) {
  return (
    <div className="layout-settings__row">
      <div className="layout-settings__row-label">
        <span>{props.label}</span>
        {props.hint && <span className="layout-settings__row-hint">{props.hint}</span>}
      </div>
      {props.children}
    </div>
  );
}

/** A setting that is on or off: its label (and why it is off, when it is), and its switch. */
function SwitchRow(props: { label: string; hint?: string | undefined; disabled?: boolean; checked: boolean; onChange: (on: boolean) => void }) {
  const { label, hint, disabled, checked, onChange } = props;
  return (
    <Row label={label} hint={hint}>
      <Switch size="small" aria-label={label} disabled={disabled} checked={checked} onChange={onChange} />
    </Row>
  );
}

/** The primary colours, as round radio buttons (`value` is the colour chosen). */
function ColorChoices({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <>
      {PRIMARY_COLOR_CHOICES.map(({ name, color }) => {
        const label = t(`settings.color.${name}` as MessageKey);
        const checked = value.toLowerCase() === color.toLowerCase();
        return (
          <Tooltip key={name} content={label}>
            <label
              className={`layout-settings__color${checked ? ' is-checked' : ''}`}
              data-color={color}
              style={{ backgroundColor: color }}
            >
              <input
                type="radio"
                className="layout-settings__radio"
                name="color"
                value={color}
                checked={checked}
                aria-label={label}
                onChange={() => onChange(color)}
              />
              {checked && <IconCheck />}
            </label>
          </Tooltip>
        );
      })}
    </>
  );
}

/** The layout settings. */
export function SettingsPanel() {
  const { prefs, setPreference } = usePreferences();
  const topMenu = prefs.layout === 'topmenu';

  const reset = () => {
    resetPreferences();
    Message.success(t('settings.reset.done'));
  };

  return (
    <div className="layout-settings" data-testid="layout-settings">
      <fieldset className="layout-settings__section">
        <legend className="layout-settings__heading">{t('settings.section.style')}</legend>
        <div className="layout-settings__blocks">
          {NAV_THEMES.map((theme) => (
            <LayoutBlock
              key={theme}
              group="nav_theme"
              kind={theme}
              label={t(`settings.navTheme.${theme}` as MessageKey)}
              checked={prefs.nav_theme === theme}
              onSelect={() => setPreference('nav_theme', theme)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="layout-settings__section">
        <legend className="layout-settings__heading">{t('settings.section.color')}</legend>
        <div className="layout-settings__colors">
          <ColorChoices value={prefs.color} onChange={(color) => setPreference('color', color)} />
        </div>
      </fieldset>

      <fieldset className="layout-settings__section">
        <legend className="layout-settings__heading">{t('settings.section.layout')}</legend>
        <div className="layout-settings__blocks">
          {LAYOUTS.map((mode) => (
            <LayoutBlock
              key={mode}
              group="layout"
              kind={mode}
              label={t(`settings.layout.${mode}` as MessageKey)}
              checked={prefs.layout === mode}
              onSelect={() => setPreference('layout', mode)}
            />
          ))}
        </div>
        <Row label={t('settings.contentWidth')}>
          <Select
            size="small"
            className="layout-settings__select"
            aria-label={t('settings.contentWidth')}
            value={prefs.content_width}
            onChange={(value: ContentWidth) => setPreference('content_width', value)}
            options={WIDTHS.map((w) => ({ value: w, label: t(`settings.contentWidth.${w}` as MessageKey) }))}
          />
        </Row>
        <SwitchRow label={t('settings.fixedHeader')} checked={prefs.fixed_header} onChange={(on) => setPreference('fixed_header', on)} />
        <SwitchRow
          label={t('settings.autoHideHeader')}
          hint={prefs.fixed_header ? undefined : t('settings.autoHideHeader.hint')}
          disabled={!prefs.fixed_header}
          checked={prefs.auto_hide_header}
          onChange={(on) => setPreference('auto_hide_header', on)}
        />
        <SwitchRow
          label={t('settings.fixedSidebar')}
          hint={topMenu ? t('settings.fixedSidebar.hint') : undefined}
          disabled={topMenu}
          checked={prefs.fixed_sidebar}
          onChange={(on) => setPreference('fixed_sidebar', on)}
        />
      </fieldset>

      <fieldset className="layout-settings__section">
        <legend className="layout-settings__heading">{t('settings.section.other')}</legend>
        <SwitchRow label={t('settings.multiTab')} checked={prefs.multi_tab} onChange={(on) => setPreference('multi_tab', on)} />
        <SwitchRow label={t('settings.weak')} checked={prefs.weak} onChange={(on) => setPreference('weak', on)} />
      </fieldset>

      <p className="layout-settings__hint">{t('settings.savedHint')}</p>
      <Button long icon={<IconRefresh />} onClick={reset}>
        {t('settings.reset')}
      </Button>
    </div>
  );
}
