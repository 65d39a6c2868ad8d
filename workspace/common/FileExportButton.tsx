/**
 * An Excel export button (the contract list's and the user list's): fetches the file the server writes
 * for the list's query, saves it under the server's file name and says so; busy while it runs, a
 * failure reported the one way (src/forms/useSubmit.ts).
 */
import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import type { DownloadedFile } from '../../src/api/download';
import { useSubmit } from '../../src/forms/useSubmit';

/** Saves a downloaded file in the browser under its name. */
function save({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The button: `download` fetches the file, `done` is the message once it is saved. */
export function FileExportButton(props: { download: () => Promise<DownloadedFile>; label: string; done: (fileName: string) => string; testId: string }) {
  const { download, label, done, testId } = props;
  const exporting = useSubmit();
  const run = () =>
    exporting.run(async () => {
      const file = await download();
      save(file);
      Message.success(done(file.fileName));
    });
  return (
    <Button icon={<IconDownload />} loading={exporting.busy} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}
