/** The notice over a form that opened with input kept from before (useKeptForm), with a way to drop it. */
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import dayjs from 'dayjs';
import { t } from '../i18n';
import './forms.css';

/** HH:mm today, else MM-DD HH:mm. */
export const clockTime = (at: number): string => dayjs(at).format(dayjs(at).isSame(dayjs(), 'day') ? 'HH:mm' : 'MM-DD HH:mm');

export function KeptNotice({ at, onDiscard }: { at: number | null; onDiscard: () => void }) {
  if (at === null) return null;
  return (
    <Alert
      className="kept-notice"
      type="info"
      showIcon
      content={t('forms.kept.restored', { time: clockTime(at) })}
      action={
        <Button size="mini" type="text" onClick={onDiscard} data-testid="kept-discard">
          {t('forms.kept.discard')}
        </Button>
      }
      data-testid="kept-notice"
    />
  );
}
