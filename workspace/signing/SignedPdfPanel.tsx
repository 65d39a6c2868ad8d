/**
 * The stamped PDF once every party signed online: preview, download, its sha256; and a box to verify a
 * copy (contract/verifySigned: the upload's sha256 against the recorded one; nothing is stored).
 */
import { Alert, Card, Descriptions, Empty, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { IconDownload, IconEye, IconSafe } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { verifySigned } from '../../src/api/signing';
import { FileDownloadButton, FilePreviewButton } from '../../src/components/FileLinks';
import type { Backend } from '../../src/config';
import type { SignInfo, VerifySignedResult } from '../../src/domain/contract-signing';
import { t } from '../../src/i18n';
import { cstTime, groupedHash } from './format';
import { failureText } from '../../src/api/reportFailure';

function VerifyBox({ info, backend }: { info: SignInfo; backend: Backend }) {
  const [result, setResult] = useState<VerifySignedResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid="sign-verify">
      <Upload
        drag
        accept=".pdf"
        showUploadList={false}
        tip={t('signing.verify.tip')}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          setError(null);
          setResult(null);
          verifySigned(info.id, file, backend).then(
            (r) => {
              setResult(r);
              setBusy(false);
              onSuccess(r);
            },
            (e: unknown) => {
              setError(failureText(e));
              setBusy(false);
              onError(e as object);
            },
          );
        }}
      >
        <div className="arco-upload-trigger-drag" data-testid="sign-verify-drop">
          <IconSafe style={{ fontSize: 28 }} />
          <div>{busy ? t('signing.verify.checking') : t('signing.verify.drop')}</div>
        </div>
      </Upload>
      {error && <Alert type="error" style={{ marginTop: 12 }} content={error} />}
      {result && (
        <div data-testid={result.valid ? 'sign-verify-valid' : 'sign-verify-invalid'} style={{ marginTop: 12 }}>
        <Alert
          type={result.valid ? 'success' : 'error'}
          title={result.valid ? t('signing.verify.valid') : t('signing.verify.invalid')}
          content={
            <>
              <div>{result.message}</div>
              <div className="sign-flow__hash">
                {t('signing.verify.uploaded')}: {groupedHash(result.uploadedSha256)}
              </div>
            </>
          }
        />
        </div>
      )}
    </div>
  );
}

export function SignedPdfPanel({ info, backend }: { info: SignInfo; backend: Backend }) {
  const pdf = info.signedPdf;
  return (
    <Card title={t('signing.pdf.title')} data-testid="sign-pdf">
      {pdf ? (
        <>
          <Descriptions
            column={1}
            labelStyle={{ width: 140 }}
            data={[
              { label: t('signing.pdf.file'), value: pdf.fileName },
              { label: t('signing.pdf.size'), value: `${(pdf.size / 1024).toFixed(1)} KB` },
              { label: t('signing.pdf.createdAt'), value: cstTime(pdf.createdAt) },
              {
                label: 'SHA-256',
                value: (
                  <span className="sign-flow__hash" data-testid="sign-pdf-hash" data-hash={pdf.sha256}>
                    {groupedHash(pdf.sha256)}
                  </span>
                ),
              },
            ]}
          />
          <Space style={{ margin: '12px 0 20px' }}>
            <FilePreviewButton fileId={pdf.fileId} icon={<IconEye />} data-testid="sign-pdf-preview">
              {t('signing.pdf.preview')}
            </FilePreviewButton>
            <FileDownloadButton fileId={pdf.fileId} type="primary" icon={<IconDownload />} data-testid="sign-pdf-download">
              {t('signing.pdf.download')}
            </FileDownloadButton>
          </Space>
          <VerifyBox info={info} backend={backend} />
        </>
      ) : (
        <Empty description={info.signingMethod === 'offline' && info.signDate ? t('signing.pdf.offline') : t('signing.pdf.none')} />
      )}
    </Card>
  );
}
