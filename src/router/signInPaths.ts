/** Paths of the sign-in pages besides LOGIN_PATH (paths.ts lists which of them need no sign-in). */
export const REGISTER_PATH = '/user/register';
export const REGISTER_RESULT_PATH = '/user/register-result';
/** Sign-in through the workplace messaging app (浙政钉): reads auth_code. */
export const D_LOGIN_PATH = '/user/d-login';
/** Opened by scanning the login page's QR code on a signed-in device. */
export const QR_CONFIRM_PATH = '/user/qr-confirm';
