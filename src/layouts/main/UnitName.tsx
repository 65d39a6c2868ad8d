/** The header's user label: the name, the last area's name and the unit's display name, with the chain as tooltip. */
import { Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { LoginUserInfo } from '../../domain/system';
import { t } from '../../i18n';
import { headerUnitParts, unitChainTooltip } from '../../utils/unitName';

export function UnitName({ user }: { user: LoginUserInfo }) {
  const chain = user.currentUnitInList;
  const parts = headerUnitParts(chain);
  const name = user.realName || user.username;
  return (
    <Tooltip content={chain.length ? unitChainTooltip(chain) : t('layout.noUnit')} position="left">
      <span className="main-user-label" data-testid="header-user" translate="no">
        <span className="main-user-name">{name}</span>
        {parts.map((part) => (
          <span key={part} className="main-user-unit">
            {part}
          </span>
        ))}
      </span>
    </Tooltip>
  );
}
