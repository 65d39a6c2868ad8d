/**
 * Step 2, the parties: our unit's role and the counterparts (each with its own role, picked from
 * the server's counterpart list). Roles are distinct (ours and each other's); a counterpart once.
 */
import { Button, Form, Grid, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { CounterpartOption } from '../../../src/domain/contract-options';
import { t } from '../../../src/i18n';
import { CounterpartSelect } from './CounterpartSelect';
import { duplicateCounterpart, freeRole, type PartyRole, type PartyValue, ROLES, type RegisterForm, roleClash } from './formModel';

const MAX_PARTIES = 3;

interface Props {
  form: RegisterForm;
  known: ReadonlyMap<number, CounterpartOption>;
  onKnown: (option: CounterpartOption) => void;
}

export function PartiesStep({ form, known, onKnown }: Props) {
  const roleOptions = ROLES.map((r) => ({ value: r, label: t(`contract.role.${r}`) }));
  const parties = () => (form.getFieldValue('counterparts') ?? []) as PartyValue[];

  return (
    <>
      <Form.Item
        field="ourRole"
        label={t('contractRegister.field.ourRole')}
        rules={[{ required: true, message: t('contractRegister.rule.ourRole') }]}
        extra={t('contractRegister.hint.ourRole')}
      >
        <Select options={roleOptions} style={{ width: 200 }} data-testid="field-ourRole" onChange={() => void form.validate(['counterparts']).catch(() => undefined)} />
      </Form.Item>
      <Form.List field="counterparts">
        {(fields, { add, remove }) => (
          <div data-testid="party-list">
            {fields.map((item, index) => (
              <Grid.Row key={item.key} gutter={12} className="contract-register__party" data-testid={`party-${index}`}>
                <Grid.Col span={6}>
                  <Form.Item
                    field={`${item.field}.role`}
                    label={t('contractRegister.field.partyRole')}
                    rules={[
                      { required: true, message: t('contractRegister.rule.partyRole') },
                      {
                        validator: (_v, cb) => {
                          const clash = roleClash(form.getFieldValue('ourRole') as PartyRole | undefined, parties());
                          cb(clash === index ? t('contractRegister.rule.roleClash') : undefined);
                        },
                      },
                    ]}
                  >
                    <Select options={roleOptions} data-testid={`party-role-${index}`} />
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={16}>
                  <Form.Item
                    field={`${item.field}.counterpartId`}
                    label={t('contractRegister.field.counterpart')}
                    rules={[
                      { required: true, message: t('contractRegister.rule.counterpart') },
                      {
                        validator: (_v, cb) => {
                          cb(duplicateCounterpart(parties()) === index ? t('contractRegister.rule.counterpartTwice') : undefined);
                        },
                      },
                    ]}
                  >
                    <CounterpartSelect known={known} onKnown={onKnown} testId={`party-cp-${index}`} />
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={2} className="contract-register__party-remove">
                  {fields.length > 1 && (
                    <Button
                      icon={<IconDelete />}
                      status="danger"
                      type="text"
                      aria-label={t('contractRegister.action.removeParty')}
                      onClick={() => remove(index)}
                    />
                  )}
                </Grid.Col>
              </Grid.Row>
            ))}
            {fields.length < MAX_PARTIES && (
              <Button
                type="dashed"
                long
                icon={<IconPlus />}
                data-testid="party-add"
                onClick={() => add({ role: freeRole(form.getFieldValue('ourRole') as PartyRole | undefined, parties()) })}
              >
                {t('contractRegister.action.addParty')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}
