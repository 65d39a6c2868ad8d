/**
 * A field of a list's filter form (the contract and to-do lists) in its grid: a full row on a phone,
 * half on a tablet, a third on a desktop (a quarter on a wide screen where the form says so), holding
 * the labelled Form.Item.
 */
import { Form, Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import type { ReactNode } from 'react';

const { Col } = Grid;

/** The field `name` with its translated `label` and control `node`; `xxl` is its span on a wide screen. */
export const filterField = (label: string, name: string, node: ReactNode, { rules, xxl }: { rules?: object[]; xxl?: number } = {}) => (
  <Col xs={24} md={12} xl={8} xxl={xxl} key={name}>
    <Form.Item label={label} field={name} rules={rules}>
      {node}
    </Form.Item>
  </Col>
);
