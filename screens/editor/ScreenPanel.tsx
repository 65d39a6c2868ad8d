/** The screen's own properties: title, refresh interval and theme (the design size and grid are shown). */
import { Form, Input, InputNumber, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { ScreenBody } from '../../src/domain/screen';
import { t } from '../../src/i18n';
import { designRows, withScreenProps } from './body';

const FormItem = Form.Item;

export function ScreenPanel({ body, onChange }: { body: ScreenBody; onChange(change: (b: ScreenBody) => ScreenBody): void }) {
  return (
    <Form layout="vertical" size="small" className="screen-editor__form" data-testid="screen-panel">
      <FormItem label={t('screens.editor.field.screenTitle')} required>
        <Input
          value={body.title}
          maxLength={60}
          data-testid="screen-title"
          status={body.title.trim() ? undefined : 'error'}
          onChange={(title) => onChange((b) => withScreenProps(b, { title }))}
        />
      </FormItem>
      <FormItem label={t('screens.editor.field.refreshSec')}>
        <InputNumber
          value={body.refreshSec}
          min={10}
          max={3600}
          precision={0}
          data-testid="screen-refresh-sec"
          onChange={(v: number | undefined) => {
            if (typeof v === 'number' && v >= 10 && v <= 3600) onChange((b) => withScreenProps(b, { refreshSec: Math.round(v) }));
          }}
        />
      </FormItem>
      <FormItem label={t('screens.editor.field.theme')}>
        <Radio.Group type="button" value={body.theme} onChange={(theme: ScreenBody['theme']) => onChange((b) => withScreenProps(b, { theme }))}>
          <Radio value="dark">{t('screens.editor.theme.dark')}</Radio>
          <Radio value="light">{t('screens.editor.theme.light')}</Radio>
        </Radio.Group>
      </FormItem>
      <FormItem label={t('screens.editor.field.design')}>
        <span className="screen-editor__note">
          {t('screens.editor.design', { w: body.designSize.w, h: body.designSize.h, cols: body.grid.cols, rows: designRows(body) })}
        </span>
      </FormItem>
    </Form>
  );
}
