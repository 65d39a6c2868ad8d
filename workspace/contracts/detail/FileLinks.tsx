/** Download links of the files a record carries (history entries, conditions, performance, supervision). */
import { Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconAttachment } from '@arco-design/web-react/icon';
import { FileLinkText } from '../../../src/components/FileLinks';
import { t } from '../../../src/i18n';

export function FileLinks({ fileIds }: { fileIds: readonly number[] }) {
  if (fileIds.length === 0) return null;
  return (
    <Space wrap size={8}>
      {fileIds.map((id, i) => (
        <FileLinkText key={id} fileId={id}>
          <IconAttachment /> {t('contractDetail.file.numbered', { n: i + 1 })}
        </FileLinkText>
      ))}
    </Space>
  );
}
