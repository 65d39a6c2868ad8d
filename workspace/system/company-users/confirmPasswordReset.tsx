/**
 * The password reset of a company user (CompanyUserManage.tsx): asked first, then the new password
 * shown once with a copy button; a failure is reported (src/api/reportFailure.ts).
 */
import { Modal, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { resetCompanyUserPassword } from '../../../src/api/counterparts';
import { reportFailure } from '../../../src/api/reportFailure';
import type { CompanyUserRow } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { companyUserName } from './companyUserColumns';

/** Asks, resets the password, and shows the new one. */
export const confirmPasswordReset = (r: CompanyUserRow) =>
  Modal.confirm({
    title: t('systemCounterparts.cu.resetTitle'),
    content: t('systemCounterparts.cu.resetContent', { name: companyUserName(r) }),
    onOk: async () => {
      try {
        const result = await resetCompanyUserPassword(r.userId);
        Modal.success({
          title: t('systemCounterparts.cu.resetTitle'),
          content: (
            <div>
              {t('systemCounterparts.cu.newPassword')}
              <Typography.Text copyable code data-testid="cu-new-password">
                {result.password}
              </Typography.Text>
            </div>
          ),
        });
      } catch (e) {
        reportFailure(e);
      }
    },
  });
