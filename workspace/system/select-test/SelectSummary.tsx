/** The conditions of the select test page (SelectTest.tsx) as a user reads them: names and tags, or "none chosen". */
import { Descriptions, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { UnitNode } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { flattenTree } from '../pickers';
import { NameTags, NoneChosen } from '../pickers/DemoParts';
import { categoryText, type Choices, statusText } from './choices';

const unitNames = (nodes: readonly UnitNode[] | undefined, ids: readonly number[]) => {
  const all = new Map(flattenTree(nodes ?? []).map((n) => [n.id, n.unitName]));
  return ids.map((id) => all.get(id) ?? String(id));
};

const one = (names: string[]) => (names[0] ? <span translate="no">{names[0]}</span> : <NoneChosen />);
const words = (texts: string[]) => (texts.length ? texts.join(t('systemDemos.select.separator')) : <NoneChosen />);

/** The summary of `choices`; units are named from the two trees, people by `personNames`. */
export function SelectSummary(props: {
  choices: Choices;
  scopeTree: readonly UnitNode[] | undefined;
  areaTree: readonly UnitNode[] | undefined;
  personNames: (ids: readonly number[]) => string[];
}) {
  const { choices: c, scopeTree, areaTree, personNames } = props;
  return (
    <div className="system-demo__submitted" data-testid="select-summary">
      <Typography.Text bold>{t('systemDemos.select.summary')}</Typography.Text>
      <Descriptions
        column={1}
        border
        size="small"
        labelStyle={{ width: 120 }}
        data={[
          { label: t('systemDemos.select.unit'), value: one(unitNames(scopeTree, c.unit === undefined ? [] : [c.unit])) },
          { label: t('systemDemos.select.units'), value: <NameTags names={unitNames(areaTree, c.units)} /> },
          { label: t('systemDemos.select.user'), value: one(personNames(c.user === undefined ? [] : [c.user])) },
          { label: t('systemDemos.select.users'), value: <NameTags names={personNames(c.users)} /> },
          { label: t('systemDemos.select.status'), value: words(c.statuses.map(statusText)) },
          { label: t('systemDemos.select.category'), value: c.category ? categoryText(c.category) : <NoneChosen /> },
        ]}
      />
    </div>
  );
}
