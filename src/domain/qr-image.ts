/** A QR code as a PNG data URL; the encoder is loaded on first use, so pages without a QR code never download it. */
export async function qrDataUrl(text: string, width = 360): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { width, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0a2a6b', light: '#ffffff' } });
}
