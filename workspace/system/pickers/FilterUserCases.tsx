/**
 * The cases of the user picker page (FilterUser.tsx): the picker single, multiple, with a default (the
 * signed-in user) and disabled, each with who was chosen as a user reads it (name, username, units,
 * kind of account; tags).
 */
import { Card, Grid, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { ComUserInfo } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { ChoiceRows, DemoCase, NameTags, type usePeople } from './DemoParts';
import { UserPicker, type UserPickerProps } from './UserPicker';

/** One chosen person: name, username, units and the kind of account. */
export function UserChoice({ user, testId }: { user: ComUserInfo | undefined; testId?: string }) {
  return (
    <ChoiceRows
      testId={testId}
      rows={
        user && [
          { label: t('systemDemos.user.name'), value: <Typography.Text bold>{user.realName || user.username}</Typography.Text> },
          { label: t('systemDemos.user.username'), value: user.username },
          { label: t('systemDemos.user.units'), value: <NameTags names={user.units.map((u) => u.unitName)} /> },
          { label: t('systemDemos.user.kind'), value: t(`account.userType.${user.userType}` as MessageKey) },
        ]
      }
    />
  );
}

/** What the cases need: the search scope, the people known, and each case's value with its setter. */
export interface UserCasesProps {
  scope: Pick<UserPickerProps, 'unitId' | 'includeChildren' | 'onSearched'>;
  /** The signed-in user, as the picker knows people. */
  meInfo: ComUserInfo | undefined;
  people: ReturnType<typeof usePeople>;
  single: number | undefined;
  onSingle: (v: number | undefined) => void;
  many: number[];
  onMany: (v: number[]) => void;
  withDefault: number | undefined;
  onPreset: (v: number | undefined) => void;
}

/** The card of the four cases. */
export function UserCases(props: UserCasesProps) {
  const { scope, meInfo, people, single, many, withDefault } = props;
  const { remember, person, labels } = people;
  const known = meInfo ? [meInfo] : [];
  return (
    <Card title={t('systemDemos.cases')}>
      <Grid.Row gutter={[24, 24]}>
        <Grid.Col span={12}>
          <DemoCase title={t('systemDemos.single')} hint={t('systemDemos.user.singleHint')} result={<UserChoice user={person(single)} testId="filter-user-chosen" />}>
            <UserPicker
              {...scope}
              value={single}
              onChange={(v, u) => {
                remember([u]);
                props.onSingle(v);
              }}
              data-testid="filter-user-picker"
            />
          </DemoCase>
        </Grid.Col>
        <Grid.Col span={12}>
          <DemoCase title={t('systemDemos.multiple')} hint={t('systemDemos.user.multipleHint')} result={<NameTags names={labels(many)} testId="filter-user-tags" />}>
            <UserPicker
              {...scope}
              multiple
              value={many}
              onChange={(v, users) => {
                remember(users);
                props.onMany(v);
              }}
              data-testid="filter-user-multi"
            />
          </DemoCase>
        </Grid.Col>
        <Grid.Col span={12}>
          <DemoCase title={t('systemDemos.withDefault')} hint={t('systemDemos.user.defaultHint')} result={<UserChoice user={person(withDefault)} testId="filter-user-default-chosen" />}>
            <UserPicker
              {...scope}
              knownUsers={known}
              value={withDefault}
              onChange={(v, u) => {
                remember([u]);
                props.onPreset(v);
              }}
              data-testid="filter-user-default"
            />
          </DemoCase>
        </Grid.Col>
        <Grid.Col span={12}>
          <DemoCase title={t('systemDemos.disabled')} hint={t('systemDemos.user.disabledHint')} result={<UserChoice user={meInfo} />}>
            <UserPicker {...scope} knownUsers={known} value={meInfo?.userId} disabled data-testid="filter-user-disabled" />
          </DemoCase>
        </Grid.Col>
      </Grid.Row>
    </Card>
  );
}
