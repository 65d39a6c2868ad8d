/** The resolution of a collective decision as a coloured tag (通过 green, 修改后再议 orange, 不通过 red): the detail's 集体决策 tab and the share page. */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { DecisionResolution } from '../../src/domain/decision';
import { type MessageKey, t } from '../../src/i18n';

const COLOR: Record<DecisionResolution, string> = { passed: 'green', reconsider: 'orange', rejected: 'red' };

export function ResolutionTag({ resolution, size }: { resolution: DecisionResolution; size?: 'small' | 'default' }) {
  return (
    <Tag color={COLOR[resolution]} size={size} data-testid="decision-resolution-tag" data-resolution={resolution}>
      {t(`decision.resolution.${resolution}` as MessageKey)}
    </Tag>
  );
}
