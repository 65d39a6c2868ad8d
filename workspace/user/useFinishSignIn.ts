/** After any sign-in (password, QR, 浙政钉): keep the token for 7 days and go to the redirect parameter or home. */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../src/router/paths';
import { setToken } from '../../src/session/token';

export function useFinishSignIn(): (token: string) => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return useCallback(
    (token: string) => {
      setToken(token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [params, navigate],
  );
}
