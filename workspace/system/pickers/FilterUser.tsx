/**
 * /system/filter/user: the user picker as a user meets it. The intro says what it is for and where
 * the product picks people; the search may be kept within a unit; the picker is shown single,
 * multiple, with a default (the signed-in user), disabled, and in a form with validation, each with
 * who was chosen as a user reads it (name, username, units, kind of account; tags). The search call,
 * the values and the server's last answer are behind the raw-data switch.
 */
import { Checkbox, Form, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useMemo, useState } from 'react';
import type { UserSearch } from '../../../src/api/units-admin';
import type { Page } from '../../../src/domain/envelope';
import type { ComUserInfo, LoginUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { useCurrentUser } from '../../../src/session/useCurrentUser';
import { atMost, DemoForm, DemoIntro, NameTags, RawData, usePeople } from './DemoParts';
import { UserCases } from './FilterUserCases';
import { UnitPicker } from './UnitPicker';
import { UserPicker } from './UserPicker';
import './pickers.css';

/** The most people the form's "copy to" field takes. */
const MAX_COPIES = 5;

/** The signed-in user as the picker knows people (with the current unit). */
const asComUser = (u: LoginUserInfo): ComUserInfo => {
  const unit = u.currentUnitInList[u.currentUnitInList.length - 1];
  return { userId: u.userId, username: u.username, realName: u.realName, userType: u.userType, units: unit ? [{ id: unit.id, unitName: unit.unitName }] : [] };
};

interface Submitted {
  approver: number;
  copies: number[];
}

export default function FilterUser() {
  const { user: me } = useCurrentUser();
  const meInfo = useMemo(() => (me ? asComUser(me) : undefined), [me]);
  const [unitId, setUnitId] = useState<number>();
  const [includeChildren, setIncludeChildren] = useState(true);
  const people = usePeople(meInfo);
  const { remember, person, labels } = people;
  const [single, setSingle] = useState<number>();
  const [many, setMany] = useState<number[]>([]);
  const [preset, setPreset] = useState<number | undefined | 'default'>('default');
  const withDefault = preset === 'default' ? me?.userId : preset;
  const [submitted, setSubmitted] = useState<Submitted>();
  const [last, setLast] = useState<{ query: UserSearch; answer: Page<ComUserInfo> }>();
  const [raw, setRaw] = useState(false);
  const [form] = Form.useForm<Submitted>();
  const scope = { unitId, includeChildren, onSearched: (query: UserSearch, answer: Page<ComUserInfo>) => setLast({ query, answer }) };

  return (
    <div className="system-pickers" data-testid="filter-user-page">
      <DemoIntro
        title={t('systemDemos.user.title')}
        purpose={t('systemDemos.user.purpose')}
        uses={[t('systemDemos.user.use.decision'), t('systemDemos.user.use.seek'), t('systemDemos.user.use.users')]}
      >
        <Form layout="inline" className="system-demo__scope">
          <Form.Item label={t('systemDemos.user.scope')}>
            <UnitPicker kind="DH" value={unitId} onChange={setUnitId} placeholder={t('systemDemos.user.scopeAll')} style={{ width: 320 }} data-testid="filter-user-unit" />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={includeChildren} onChange={setIncludeChildren} data-testid="filter-user-children">
              {t('systemDemos.user.includeChildren')}
            </Checkbox>
          </Form.Item>
        </Form>
        <Typography.Paragraph type="secondary" className="system-demo__tree-text">
          {t('systemDemos.user.scopeText')}
        </Typography.Paragraph>
      </DemoIntro>
      <UserCases
        scope={scope}
        meInfo={meInfo}
        people={people}
        single={single}
        onSingle={setSingle}
        many={many}
        onMany={setMany}
        withDefault={withDefault}
        onPreset={setPreset}
      />
      <DemoForm<Submitted>
        form={form}
        testId="filter-user"
        onSubmit={(v) => setSubmitted({ approver: v.approver!, copies: v.copies ?? [] })}
        onReset={() => setSubmitted(undefined)}
        submitted={
          submitted && [
            { label: t('systemDemos.user.formApprover'), value: labels([submitted.approver])[0] },
            { label: t('systemDemos.user.formCopies'), value: <NameTags names={labels(submitted.copies)} /> },
          ]
        }
      >
        <Form.Item label={t('systemDemos.user.formApprover')} field="approver" rules={[{ required: true, message: t('systemDemos.user.formApproverRequired') }]}>
          <UserPicker {...scope} onChange={(_v, u) => remember([u])} data-testid="filter-user-form-approver" />
        </Form.Item>
        <Form.Item
          label={t('systemDemos.user.formCopies')}
          field="copies"
          extra={t('systemDemos.user.formCopiesHint', { max: MAX_COPIES })}
          rules={[atMost(MAX_COPIES, t('systemDemos.user.formCopiesMax', { max: MAX_COPIES }))]}
        >
          <UserPicker {...scope} multiple onChange={(_v, users) => remember(users)} data-testid="filter-user-form-copies" />
        </Form.Item>
      </DemoForm>
      <RawData
        open={raw}
        onChange={setRaw}
        sections={[
          { title: t('systemDemos.raw.calls'), content: `POST sys_user/queryPage\n${JSON.stringify(last?.query ?? {}, null, 2)}`, testId: 'filter-user-call' },
          {
            title: t('systemDemos.raw.value'),
            content: {
              scope: { unitId: unitId ?? null, includeChildren },
              single: single ?? null,
              multiple: many,
              withDefault: withDefault ?? null,
              form: submitted ?? null,
              users: [...new Set([single, ...many, withDefault].filter((id): id is number => id !== undefined))].map((id) => person(id) ?? { userId: id }),
            },
            testId: 'filter-user-json',
          },
          { title: t('systemDemos.raw.lastAnswer'), content: last?.answer ?? null, testId: 'filter-user-answer' },
        ]}
      />
    </div>
  );
}
