/**
 * A form field that is required only when the form's other values say so (a filing opinion when the
 * result rejects or asks for changes, a decision's note unless it passed): marked required then, and
 * a blank or whitespace-only value refused with `message`. Its control may depend on the values too.
 */
import { Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import type { ReactNode } from 'react';

/** The field `field` under `label`, required when `requiredWhen(values)`; `children` draws its control. */
export function RequiredWhenField<V>(props: { label: string; field: string; requiredWhen: (values: V) => boolean; message: string; children: (values: V) => ReactNode }) {
  const { label, field, requiredWhen, message, children } = props;
  return (
    <Form.Item shouldUpdate noStyle>
      {(values: V) => (
        <Form.Item
          label={label}
          field={field}
          required={requiredWhen(values)}
          rules={[{ validator: (value: string | undefined, cb: (error?: string) => void) => cb(requiredWhen(values) && !value?.trim() ? message : undefined) }]}
        >
          {children(values)}
        </Form.Item>
      )}
    </Form.Item>
  );
}
