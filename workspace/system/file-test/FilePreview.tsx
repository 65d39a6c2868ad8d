/** A file's preview in a modal (FileTest.tsx): a pdf in a frame, an image as an image. */
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { FilePreviewFrame, FilePreviewImage } from '../../../src/components/FileLinks';
import type { FileMeta } from '../../../src/domain/system';

/** The preview of `file`; none while it is undefined. */
export function FilePreview({ file, onClose }: { file: FileMeta | undefined; onClose: () => void }) {
  return (
    <Modal visible={!!file} title={file?.fileName} footer={null} onCancel={onClose} style={{ width: 880 }} unmountOnExit>
      {file &&
        (file.ext === 'pdf' ? (
          <FilePreviewFrame title={file.fileName} fileId={file.fileId} style={{ width: '100%', height: 600, border: 0 }} />
        ) : (
          <FilePreviewImage alt={file.fileName} fileId={file.fileId} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} testId="file-preview-image" />
        ))}
    </Modal>
  );
}
