/** A seal's image (previewed through the files API, click to enlarge), or a note when it has none. */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import { usePreviewUrl } from '../../../src/api/files';
import { t } from '../../../src/i18n';

export function SealImage({ fileId, size = 48 }: { fileId: number | null; size?: number }) {
  const { url } = usePreviewUrl(fileId || null);
  if (!fileId) return <span style={{ color: 'var(--color-text-3)' }}>{t('seals.noImage')}</span>;
  if (!url) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  return <Image src={url} width={size} height={size} style={{ objectFit: 'contain' }} alt="" data-testid="seal-image" />;
}
