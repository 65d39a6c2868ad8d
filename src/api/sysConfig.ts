/** Config calls of spec section 7 (Config). */
import { api } from './client';

/** GET sys_config/getOperationBook: the file id of the operation manual. */
export function getOperationBook(): Promise<number> {
  return api.get<number>('sys_config/getOperationBook');
}
