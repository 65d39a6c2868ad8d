/**
 * Links to stored files and downloads, for every page: each asks for its 60-second link when it is
 * used (src/api/files.ts), so no session token ever sits in the page's markup or the address bar.
 * - <FileDownloadButton fileId>: an Arco button that downloads the file;
 * - <FileLinkText fileId>: the same as an inline link (history entries, matters, conditions);
 * - <FilePreviewImage fileId> and <FilePreviewFrame fileId>: an image or PDF shown in the page;
 * - runLink(task): follows any link task, showing a refusal (e.g. outside the caller's scope).
 */
import { Button, type ButtonProps, Link, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { callerMessage } from '../api/callerMessage';
import { downloadFile, openPreview, usePreviewUrl } from '../api/files';

/** Runs a link task (ask for the link, follow it) and shows its refusal, if any. */
export async function runLink(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    const message = callerMessage(error);
    if (message) Message.error(message);
  }
}

type LinkButtonProps = { task: () => Promise<void>; children?: ReactNode; ref?: Ref<HTMLElement> } & Omit<ButtonProps, 'onClick' | 'href'>;

/**
 * A button that runs a link task (asking for a link takes a few milliseconds, so it shows no loading
 * state). Inside an Arco Tooltip or Popover use a plain Button with `onClick={() => runLink(task)}`:
 * the Trigger places its popup by the Button element itself, which a wrapping component hides.
 */
export function LinkButton({ task, children, ref, ...rest }: LinkButtonProps) {
  return (
    <Button {...rest} ref={ref as Ref<never>} onClick={() => void runLink(task)}>
      {children}
    </Button>
  );
}

export function FileDownloadButton({ fileId, children, ...rest }: { fileId: number; children?: ReactNode } & Omit<ButtonProps, 'onClick' | 'href'>) {
  return (
    <LinkButton {...rest} task={() => downloadFile(fileId)}>
      {children}
    </LinkButton>
  );
}

export function FilePreviewButton({ fileId, children, ...rest }: { fileId: number; children?: ReactNode } & Omit<ButtonProps, 'onClick' | 'href'>) {
  return (
    <LinkButton {...rest} task={() => openPreview(fileId)}>
      {children}
    </LinkButton>
  );
}

/** An inline link that downloads a file. */
export function FileLinkText({ fileId, children, testId }: { fileId: number; children: ReactNode; testId?: string }) {
  return (
    <Link onClick={() => void runLink(() => downloadFile(fileId))} data-testid={testId}>
      {children}
    </Link>
  );
}

/** A stored image shown in the page (a seal, a preview); nothing until its link arrives. */
export function FilePreviewImage({ fileId, alt, className, style, testId }: { fileId: number; alt: string; className?: string; style?: CSSProperties; testId?: string }) {
  const { url } = usePreviewUrl(fileId);
  return url ? <img src={url} alt={alt} className={className} style={style} data-testid={testId} /> : null;
}

/** A stored PDF shown in the page. */
export function FilePreviewFrame({ fileId, title, className, style }: { fileId: number; title: string; className?: string; style?: CSSProperties }) {
  const { url } = usePreviewUrl(fileId);
  return url ? <iframe src={url} title={title} className={className} style={style} /> : null;
}
