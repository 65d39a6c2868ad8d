/**
 * The multi-tab bar under the header (spec section 2, "Multi-tab bar"): one tab per visited page of
 * the main layout; clicking a tab goes there. A right-click on a tab, or the menu at the right end
 * of the bar (for the active tab), closes the tab, the tabs to its right or left, or all others, or
 * renames it. Refusals show the spec's messages. The rules live in tabsModel.ts, the state in useTabs.ts.
 */
import { Button, Dropdown, Menu, Message, Modal, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { IconClose, IconDown, IconEdit, IconLeft, IconRight, IconSwap } from '@arco-design/web-react/icon';
import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useState,
} from 'react';
import { dropKeptOfTabs, unsavedTabKeys } from '../../forms/keptForms';
import { type MessageKey, t } from '../../i18n';
import { findRoute } from '../../router/findRoute';
import { RenameTabModal } from './RenameTabModal';
import { applyTabAction, pathnameOf, REFUSAL_TEXT, type Tab, type TabAction } from './tabsModel';
import { useTabs } from './useTabs';
import './tabs.css';

type MenuAction = TabAction | 'rename';

const MENU: readonly { action: MenuAction; label: MessageKey; icon: ReactNode }[] = [
  { action: 'close', label: 'tabs.closeCurrent', icon: <IconClose /> },
  { action: 'closeRight', label: 'tabs.closeRight', icon: <IconRight /> },
  { action: 'closeLeft', label: 'tabs.closeLeft', icon: <IconLeft /> },
  { action: 'closeOthers', label: 'tabs.closeOthers', icon: <IconSwap /> },
  { action: 'rename', label: 'tabs.rename', icon: <IconEdit /> },
];

const isMenuAction = (value: string): value is MenuAction => MENU.some((item) => item.action === value);

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A tab of the bar as Arco renders it (Tabs' renderTabTitle), put right for assistive technology
 * (issue 17). The bar has no panels (the page below it is the layout's content), so the aria-controls
 * Arco gives the tab, naming a panel never rendered, goes. Arco's close icon (2.66.16: a focusable
 * role="button" inside the role="tab", a control inside a control that screen readers cannot reach)
 * stays a target for the mouse only, hidden from assistive technology: the keyboard closes the focused
 * tab with Delete (aria-keyshortcuts says so), and the bar's menu closes it too.
 */
function accessibleTab(node: ReactNode, close: () => void): ReactNode {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(node)) return node;
  const { children, onKeyDown } = node.props;
  const parts = Children.map(children, (child) =>
    isValidElement<HTMLAttributes<HTMLElement>>(child) && child.props.className?.includes('-close-icon')
      ? cloneElement(child, { role: undefined, tabIndex: undefined, 'aria-label': undefined, 'aria-hidden': true, onKeyDown: undefined })
      : child,
  );
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Delete') return onKeyDown?.(event);
    event.preventDefault();
    close();
  };
  return cloneElement(node, { 'aria-controls': undefined, 'aria-keyshortcuts': 'Delete', onKeyDown: keyDown }, parts);
}

/** The tab's title: the renamed one, else the route table's, in the current language. */
export function tabTitle(tab: Tab): string {
  if (tab.title) return tab.title;
  const route = findRoute(pathnameOf(tab.key));
  return route ? t(route.title) : t('tabs.untitled');
}

export function TabBar() {
  const { tabs, activeKey, select, run, rename } = useTabs();
  const [renaming, setRenaming] = useState<Tab | null>(null);

  const act = (action: string, key: string) => {
    if (!isMenuAction(action)) return;
    if (action === 'rename') {
      setRenaming(tabs.find((tab) => tab.key === key) ?? null);
      return;
    }
    const close = () => {
      const refusal = run(action, key);
      if (refusal) Message.info(t(REFUSAL_TEXT[refusal]));
    };
    // Closing a page with unsaved input (useKeptForm) forgets that input: ask first.
    const result = applyTabAction(action, tabs, key, activeKey);
    const unsaved = unsavedTabKeys();
    const losing = result.ok ? tabs.filter((tab) => unsaved.has(tab.key) && !result.tabs.some((kept) => kept.key === tab.key)) : [];
    if (losing.length === 0) {
      close();
      return;
    }
    Modal.confirm({
      title: t('forms.unsaved.title'),
      content: t('forms.unsaved.closeTabs', { pages: losing.map(tabTitle).join(t('forms.unsaved.listSeparator')) }),
      okText: t('forms.unsaved.discard'),
      cancelText: t('forms.unsaved.stay'),
      okButtonProps: { status: 'danger' },
      onOk: () => {
        dropKeptOfTabs(losing.map((tab) => tab.key));
        close();
      },
    });
  };

  // The context menu is rendered in a portal, but React events still bubble to the tab it belongs
  // to: a click or key press in the menu must not also select that tab.
  const menuFor = (key: string, testId: string) => (
    <Menu
      onClickMenuItem={(action) => act(action, key)}
      onClick={stop}
      onKeyDown={stop}
      onContextMenu={stop}
      data-testid={testId}
    >
      {MENU.map((item) => (
        <Menu.Item key={item.action}>
          <span className="multi-tab-menu-icon">{item.icon}</span>
          {t(item.label)}
        </Menu.Item>
      ))}
    </Menu>
  );

  return (
    <div className="multi-tab" data-testid="multi-tab">
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={activeKey}
        onChange={select}
        onDeleteTab={(key) => act('close', key)}
        renderTabTitle={(node, { key }) => accessibleTab(node, () => act('close', String(key)))}
        extra={
          <Dropdown droplist={menuFor(activeKey, 'multi-tab-actions-menu')} trigger="click" position="br">
            <Button
              className="multi-tab-actions"
              type="text"
              size="small"
              icon={<IconDown />}
              aria-label={t('tabs.actions')}
              data-testid="multi-tab-actions"
            />
          </Dropdown>
        }
      >
        {tabs.map((tab) => {
          const title = tabTitle(tab);
          return (
            <Tabs.TabPane
              key={tab.key}
              title={
                <Dropdown droplist={menuFor(tab.key, 'multi-tab-context-menu')} trigger="contextMenu" position="bl">
                  <span className="multi-tab-label" title={title} data-tab-key={tab.key}>
                    {title}
                  </span>
                </Dropdown>
              }
            />
          );
        })}
      </Tabs>
      {renaming && (
        <RenameTabModal
          initial={tabTitle(renaming)}
          onOk={(title) => {
            rename(renaming.key, title);
            setRenaming(null);
          }}
          onCancel={() => setRenaming(null)}
        />
      )}
    </div>
  );
}
