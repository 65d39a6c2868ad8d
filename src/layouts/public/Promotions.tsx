/** The two promotional sections of the public page (spec section 1): QR-code contract management and online signing. */
import { PromoSection } from './PromoSection';
import { QrIllustration } from './QrIllustration';
import { SigningIllustration } from './SigningIllustration';

export const PROMO_IDS = { qrcode: 'promo-qrcode', signing: 'promo-signing' } as const;

export function Promotions() {
  return (
    <>
      <PromoSection
        id={PROMO_IDS.qrcode}
        title="public.promo.qrcode.title"
        text="public.promo.qrcode.text"
        points={['public.promo.qrcode.point1', 'public.promo.qrcode.point2', 'public.promo.qrcode.point3']}
        illustration={<QrIllustration />}
      />
      <PromoSection
        id={PROMO_IDS.signing}
        title="public.promo.sign.title"
        text="public.promo.sign.text"
        points={['public.promo.sign.point1', 'public.promo.sign.point2', 'public.promo.sign.point3']}
        illustration={<SigningIllustration />}
        reversed
      />
    </>
  );
}
