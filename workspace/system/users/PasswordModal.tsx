/** Shows a temporary password once (after a reset or an add without a password), with a copy button. */
import { Alert, Descriptions, Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { t } from '../../../src/i18n';

export interface ShownPassword {
  name: string;
  username: string;
  password: string;
}

export function PasswordModal({ shown, onClose }: { shown: ShownPassword | undefined; onClose: () => void }) {
  return (
    <Modal
      title={t('systemUsers.password.title')}
      visible={shown !== undefined}
      onOk={onClose}
      onCancel={onClose}
      hideCancel
      maskClosable={false}
      okText={t('systemUsers.password.close')}
      data-testid="user-password-modal"
    >
      {shown && (
        <>
          <Alert type="warning" content={t('systemUsers.password.hint', { name: shown.name })} style={{ marginBottom: 16 }} />
          <Descriptions
            column={1}
            border
            data={[
              { label: t('systemUsers.password.username'), value: shown.username },
              {
                label: t('systemUsers.password.password'),
                value: (
                  <Typography.Text copyable code data-testid="user-temp-password">
                    {shown.password}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
