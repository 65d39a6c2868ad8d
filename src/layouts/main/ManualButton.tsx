/** Downloads the operation manual: asks for its file id (getOperationBook), then follows the download link. */
import { Button, Message, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconBook } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { callerMessage } from '../../api/callerMessage';
import { downloadFile } from '../../api/files';
import { getOperationBook } from '../../api/sysConfig';
import { t } from '../../i18n';

export function ManualButton() {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadFile(await getOperationBook());
    } catch (error) {
      const message = callerMessage(error);
      if (message) Message.error(message);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Tooltip content={t('layout.manual')}>
      <Button
        type="text"
        shape="circle"
        icon={<IconBook />}
        loading={loading}
        aria-label={t('layout.manual')}
        data-testid="manual-download"
        onClick={() => void download()}
      />
    </Tooltip>
  );
}
