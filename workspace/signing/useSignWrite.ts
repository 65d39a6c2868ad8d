/**
 * A signing write (the signature, the offline signed scan): busy while it runs, its message once done,
 * a failure reported the one way (src/forms/useSubmit.ts), and the signing flow reloaded either way.
 */
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useSubmit } from '../../src/forms/useSubmit';

/** `write(task)`: runs `task`, which answers the message to show once it is done. */
export function useSignWrite(reload: () => void) {
  const { busy, run } = useSubmit();
  const write = async (task: () => Promise<string>) => {
    await run(async () => {
      Message.success(await task());
    });
    reload();
  };
  return { busy, write };
}
