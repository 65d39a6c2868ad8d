/**
 * The QR sign-in of the login page: creates a ticket, draws its QR code (encoding the confirmation
 * page's address), polls every 2 s, and hands the token over once another device confirmed. The
 * polling stops on unmount (leaving the tab or the page), on expiry and on sign-in; `refresh` starts
 * over with a new ticket.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrTicket, pollQrTicket } from '../../src/api/auth';
import { isApiFailure } from '../../src/api/client';
import { t } from '../../src/i18n';
import { qrDataUrl } from '../../src/domain/qr-image';
import { QR_POLL_INTERVAL_MS, qrConfirmUrl, qrDeadline, qrPollStep } from '../../src/utils/qrLogin';

export type QrView =
  | { phase: 'loading' }
  /** deadline: when the page stops waiting, on its own clock (qrDeadline). */
  | { phase: 'waiting'; qrId: string; image: string; deadline: number }
  | { phase: 'expired'; qrId: string; image: string }
  | { phase: 'confirmed'; qrId: string; image: string }
  | { phase: 'failed'; message: string };

export function useQrLogin(onToken: (token: string) => void): { view: QrView; refresh: () => void } {
  const [round, setRound] = useState(0);
  const [view, setView] = useState<QrView>({ phase: 'loading' });
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger that starts over with a new ticket.
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setView({ phase: 'loading' });

    const poll = async (qrId: string, image: string, deadline: number) => {
      let step: ReturnType<typeof qrPollStep> = { kind: 'wait' };
      try {
        step = qrPollStep(await pollQrTicket(qrId), Date.now(), deadline);
      } catch (e) {
        // The server refusing the ticket (unknown, spent: codes 500/501) ends it; network trouble (no
        // answer: negative client codes) is retried until the deadline.
        if ((isApiFailure(e) && e.code > 0) || Date.now() >= deadline) step = { kind: 'expired' };
      }
      if (!active) return;
      if (step.kind === 'signIn') {
        setView({ phase: 'confirmed', qrId, image });
        onTokenRef.current(step.token);
      } else if (step.kind === 'expired') {
        setView({ phase: 'expired', qrId, image });
      } else {
        timer = setTimeout(() => void poll(qrId, image, deadline), QR_POLL_INTERVAL_MS);
      }
    };

    (async () => {
      try {
        const ticket = await createQrTicket();
        const deadline = qrDeadline(Date.now(), ticket.expiresAt);
        const image = await qrDataUrl(qrConfirmUrl(window.location.origin, window.location.pathname, ticket.qrId));
        if (!active) return;
        setView({ phase: 'waiting', qrId: ticket.qrId, image, deadline });
        timer = setTimeout(() => void poll(ticket.qrId, image, deadline), QR_POLL_INTERVAL_MS);
      } catch (e) {
        if (active) setView({ phase: 'failed', message: isApiFailure(e) ? e.message : t('login.qr.failed') });
      }
    })();

    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { view, refresh };
}
