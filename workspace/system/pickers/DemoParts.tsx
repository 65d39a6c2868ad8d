/**
 * The parts of the demonstration pages (/system/filter/unit, /system/filter/user, /system/select-test,
 * /system/file-test): the intro (what a component is for and where the product uses it), a case (one
 * state of a picker with what was chosen, as a user reads it), the load states of what a page reads
 * (Skeleton, Empty, Result), and the raw data (API calls, the value and the answer as JSON) behind a
 * switch that is off by default.
 */
import { Button, Card, Descriptions, Empty, Form, Grid, Message, Result, Skeleton, Space, Switch, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { FormInstance } from '@arco-design/web-react/es/Form/interface';
import { type ReactNode, useRef } from 'react';
import { isApiFailure } from '../../../src/api/client';
import type { ComUserInfo } from '../../../src/domain/system';
import { t } from '../../../src/i18n';
import { userLabel } from './UserPicker';
import './pickers.css';

/** The page's heading card: what the component is for, and the places of the product that use it. */
export function DemoIntro({ title, purpose, uses, children }: { title: string; purpose: ReactNode; uses: readonly string[]; children?: ReactNode }) {
  return (
    <Card title={title}>
      <Typography.Paragraph className="system-demo__purpose">{purpose}</Typography.Paragraph>
      <div className="system-demo__uses" data-testid="demo-uses">
        <Typography.Text type="secondary">{t('systemDemos.usedIn')}</Typography.Text>
        <Space wrap size={[8, 8]}>
          {uses.map((u) => (
            <Tag key={u} color="arcoblue">
              {u}
            </Tag>
          ))}
        </Space>
      </div>
      {children}
    </Card>
  );
}

/** One state of a picker: a title, a line on when a user meets it, the picker, and what was chosen. */
export function DemoCase(props: { title: string; hint: string; result: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="system-demo__case" data-testid={props.testId}>
      <div className="system-demo__case-head">
        <Typography.Text bold>{props.title}</Typography.Text>
        <Typography.Text type="secondary">{props.hint}</Typography.Text>
      </div>
      {props.children}
      <div className="system-demo__result">{props.result}</div>
    </section>
  );
}

/** What reads "nothing chosen yet". */
export const NoneChosen = ({ testId }: { testId?: string }) => (
  <Typography.Text type="secondary" className="system-demo__none" data-testid={testId}>
    {t('systemDemos.none')}
  </Typography.Text>
);

/** One chosen thing as label and value rows (a unit, a person), or "nothing chosen". */
export function ChoiceRows({ rows, testId }: { rows: { label: string; value: ReactNode }[] | undefined; testId?: string }) {
  if (!rows) return <NoneChosen testId={testId} />;
  return (
    <div data-testid={testId}>
      <Descriptions size="small" column={1} labelStyle={{ width: 72 }} data={rows} />
    </div>
  );
}

/** Names of user data (units, people) as tags, marked as data so they stay as typed in every language. */
export function NameTags({ names, testId }: { names: readonly string[]; testId?: string }) {
  if (!names.length) return <NoneChosen testId={testId} />;
  return (
    <Space wrap size={[6, 6]} data-testid={testId}>
      {names.map((name, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two units or people may share a name
        <Tag key={`${name}-${i}`}>
          <span translate="no">{name}</span>
        </Tag>
      ))}
    </Space>
  );
}

/** Everyone the pickers of a page have offered, by id: what chosen ids read as. */
export function usePeople(known?: ComUserInfo) {
  const people = useRef(new Map<number, ComUserInfo>());
  const remember = (users: readonly (ComUserInfo | undefined)[]) => {
    for (const u of users) if (u) people.current.set(u.userId, u);
  };
  const person = (id: number | undefined) => (id === undefined ? undefined : (people.current.get(id) ?? (known?.userId === id ? known : undefined)));
  const labels = (ids: readonly number[]) =>
    ids.map((id) => {
      const u = person(id);
      return u ? userLabel(u) : String(id);
    });
  return { remember, person, labels };
}

/** A form rule: at most `max` choices. */
export const atMost = (max: number, message: string) => ({
  validator: (v: unknown[] | undefined, cb: (error?: string) => void) => cb((v ?? []).length > max ? message : undefined),
});

/**
 * A picker in a form with validation: the fields (with their rules) and Submit and Reset on the left,
 * what was submitted on the right as a user reads it (`submitted`: label and value rows, none yet
 * before a valid submit).
 */
export function DemoForm<T>(props: {
  form: FormInstance<T>;
  testId: string;
  onSubmit: (values: Partial<T>) => void;
  onReset: () => void;
  submitted: { label: string; value: ReactNode }[] | undefined;
  children: ReactNode;
}) {
  const { form, testId } = props;
  return (
    <Card title={t('systemDemos.inForm')}>
      <Grid.Row gutter={24}>
        <Grid.Col span={12}>
          <Form
            form={form}
            layout="vertical"
            data-testid={`${testId}-form`}
            onSubmit={(values: Partial<T>) => {
              props.onSubmit(values);
              Message.success(t('systemDemos.form.passed'));
            }}
            onSubmitFailed={props.onReset}
          >
            {props.children}
            <Space>
              <Button type="primary" htmlType="submit" data-testid={`${testId}-submit`}>
                {t('systemDemos.form.submit')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  props.onReset();
                }}
              >
                {t('systemDemos.form.reset')}
              </Button>
            </Space>
          </Form>
        </Grid.Col>
        <Grid.Col span={12}>
          <div className="system-demo__submitted" data-testid={`${testId}-submitted`}>
            <Typography.Text bold>{t('systemDemos.form.submitted')}</Typography.Text>
            {props.submitted ? (
              <Descriptions column={1} border size="small" data={props.submitted} />
            ) : (
              <Typography.Paragraph type="secondary">{t('systemDemos.form.notYet')}</Typography.Paragraph>
            )}
          </div>
        </Grid.Col>
      </Grid.Row>
    </Card>
  );
}

export const errorText = (e: unknown) => (isApiFailure(e) ? e.message : e instanceof Error ? e.message : String(e));

/** What a read shows while it loads, when it failed (with a retry) and when it found nothing. */
export function LoadState(props: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  rows?: number;
  children: ReactNode;
}) {
  if (props.error) {
    return (
      <Result
        status="error"
        title={t('systemDemos.loadFailed')}
        subTitle={errorText(props.error)}
        extra={
          <Button type="primary" onClick={props.onRetry} data-testid="demo-retry">
            {t('systemDemos.retry')}
          </Button>
        }
        data-testid="demo-load-error"
      />
    );
  }
  if (props.loading) return <Skeleton animation text={{ rows: props.rows ?? 6 }} />;
  if (props.empty) return <Empty description={props.emptyText} data-testid="demo-empty" />;
  return <>{props.children}</>;
}

export interface RawSection {
  title: string;
  /** Shown as is (a list of calls) or, for anything else, as indented JSON. */
  content: unknown;
  testId: string;
}

export const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2));

/**
 * The raw data behind the page (what a developer looks at): the API calls, the value and the answers
 * as JSON, shown only when the switch is on (off when the page opens).
 */
export function RawData({ open, onChange, sections }: { open: boolean; onChange: (open: boolean) => void; sections: readonly RawSection[] }) {
  return (
    <Card
      title={t('systemDemos.raw.title')}
      extra={
        <Space>
          <Typography.Text>{t('systemDemos.raw.show')}</Typography.Text>
          <Switch checked={open} onChange={onChange} aria-label={t('systemDemos.raw.show')} data-testid="raw-toggle" />
        </Space>
      }
      data-testid="raw-data"
    >
      {open ? (
        <div className="system-demo__raw">
          {sections.map((s) => (
            <div key={s.testId}>
              <Typography.Text bold>{s.title}</Typography.Text>
              <pre className="system-pickers__json" data-testid={s.testId}>
                {json(s.content)}
              </pre>
            </div>
          ))}
        </div>
      ) : (
        <Typography.Text type="secondary">{t('systemDemos.raw.hint')}</Typography.Text>
      )}
    </Card>
  );
}
