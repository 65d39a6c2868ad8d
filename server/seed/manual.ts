/**
 * The operation manual behind the header's download button (GET sys_config/getOperationBook): a real
 * multi-page PDF generated with pdf-lib, stored through the file storage, registered in the files
 * table, and named by sys_config 'operationBookFileId'. pdf-lib's standard fonts cover Latin text only,
 * so the manual is written in English. The bytes are built once per process.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { files, sysConfig } from '../db/schema';
import { createStorage } from '../storage/storage';

export const OPERATION_BOOK_KEY = 'operationBookFileId';
export const MANUAL_STORAGE_KEY = 'manual/operation-manual';
export const MANUAL_FILE_NAME = '行政机关合同管理系统操作手册.pdf';
export const MANUAL_TITLE = 'Administrative Contract Management — Operation Manual';

interface Section {
  heading: string;
  paragraphs: string[];
}

const SECTIONS: Section[] = [
  {
    heading: '1. About this system',
    paragraphs: [
      'The administrative contract management system supports government bodies through the whole life of a contract: registration, legality review, approval, signing, filing with the judicial bureau, performance and archiving. The judicial bureau supervises the contracts of its area through the same system.',
      'There are three faces: the workspace for daily work, the command centre (wall screens) for leaders, and the counterpart and legal-adviser views for outside parties.',
    ],
  },
  {
    heading: '2. Signing in',
    paragraphs: [
      'Open the system address in a current browser. Enter your account name and password and press Sign in. After five failed attempts the account is locked for fifteen minutes.',
      'You can also sign in with the workplace messaging app (scan the QR code on the sign-in page and confirm on your phone).',
      'Your session lasts seven days on this computer. Use Log out in the user menu (top right) on shared computers.',
      'If you belong to more than one unit, choose Switch unit in the user menu; everything you see and do afterwards happens in the chosen unit.',
    ],
  },
  {
    heading: '3. The workspace',
    paragraphs: [
      'The side menu shows the functions your role allows. The header shows your name, your area and your unit; hover over the unit to see its full chain.',
      'Pages open as tabs. Use the menu of the tab bar to close the current tab, the tabs to its left or right, or all others; tab titles can be renamed. Use the refresh, back and forward buttons in the header to move between pages.',
      'The bell shows unread messages. Open a message to mark it read, or use All read; Clear read removes the messages you have read.',
      'Empty values are shown as "--" in tables and details.',
    ],
  },
  {
    heading: '4. Projects and contract registration',
    paragraphs: [
      'Register a project first when several contracts belong to it (Project management > New project). Then register each contract (Contract management > Contract registration): basic data, counterparts, amount, fund source, procurement method, attachments and tags.',
      'Unfinished registrations are kept in the drafts box. A contract is major when it concerns major decisions, PPP or franchise, expropriation, resource transfers, key projects, or exceeds the amount threshold.',
      'Check the counterpart before submitting: its unified social credit code is validated, and a counterpart on the serious-dishonesty list marks the contract red.',
    ],
  },
  {
    heading: '5. Review and approval',
    paragraphs: [
      'After registration the contract passes the survey and counterpart check, the request for opinions, and the legality review by the unit\'s legal office. Major contracts are then reviewed by the judicial bureau.',
      'Upload the final draft after review. Contracts that grant preferential terms also pass the fair-competition review; major contracts need a collective decision. The unit leader finally approves the contract.',
      'Every review step can return the contract to an earlier step with opinions. Your pending tasks are listed under To-do > My to-do; approvals under Approval management; carbon copies under Carbon copy.',
    ],
  },
  {
    heading: '6. Signing',
    paragraphs: [
      'Approved contracts are signed online (Contract management > Online signing): each party applies its registered seal in turn. Offline signing is recorded by uploading the signed scan.',
      'Seals are registered by the administrator under System management > Seal management.',
    ],
  },
  {
    heading: '7. Filing with the judicial bureau',
    paragraphs: [
      'Signed contracts are filed with the judicial bureau within the filing period. The bureau files the contract, files it conditionally (defects to be fixed by a deadline), returns it for correction, or refuses it.',
      'Conditional filings are followed up under Contract management > Conditional filing supervision until the unit reports the rectification.',
    ],
  },
  {
    heading: '8. Performance, supervision and risk codes',
    paragraphs: [
      'Record performance (payments, deliveries, acceptance) and upload documents while the contract is performed. Completed contracts are archived.',
      'Each contract carries a risk code. Green: no issue. Yellow: a deadline is near. Red: a required review or filing is missing or overdue, performance is overdue or breached, the counterpart is seriously dishonest, or a dispute is recorded. Red contracts raise a warning the unit must answer; the bureau follows them up under supervision.',
      'Supplementary, change and termination agreements are registered as child contracts and pass review again.',
    ],
  },
  {
    heading: '9. Screens (command centre)',
    paragraphs: [
      'The command centre, data overview, county screen and public screen open in a new window and refresh by themselves. Click a region on a map, bar or ranking to narrow every chart to it; use the breadcrumb to go back.',
      'The public screen shows only de-identified totals. Users with permission can edit a screen layout and revert to an earlier version.',
    ],
  },
  {
    heading: '10. System management',
    paragraphs: [
      'Administrators maintain the menu, users, units (areas, nodes, units, departments, offices), roles and permissions, counterparts and their users, tags, template files, legal advisers and seals.',
      'For help, contact the judicial bureau\'s contract supervision office or the system operator.',
    ],
  },
];

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Builds the manual. A fixed creation date keeps the bytes (and their sha256) the same on every run. */
export async function buildOperationManual(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixed = new Date('2026-01-01T00:00:00Z');
  doc.setTitle(MANUAL_TITLE);
  doc.setAuthor('Judicial Bureau Contract Supervision Office');
  doc.setSubject('Operation manual of the administrative contract management system');
  doc.setCreator('contract-command-centre seed');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.15, 0.2);
  const accent = rgb(0.09, 0.44, 0.85);
  const textWidth = A4[0] - 2 * MARGIN;

  // Cover page.
  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 220, width: A4[0], height: 220, color: accent });
  cover.drawText('Administrative Contract Management', { x: MARGIN, y: A4[1] - 120, size: 26, font: bold, color: rgb(1, 1, 1) });
  cover.drawText('Operation Manual', { x: MARGIN, y: A4[1] - 160, size: 20, font: regular, color: rgb(1, 1, 1) });
  cover.drawText('Workspace, contract lifecycle, filing and command-centre screens', {
    x: MARGIN,
    y: A4[1] - 280,
    size: 12,
    font: regular,
    color: ink,
  });
  cover.drawText('Contents', { x: MARGIN, y: A4[1] - 340, size: 14, font: bold, color: ink });
  SECTIONS.forEach((s, i) => {
    cover.drawText(s.heading, { x: MARGIN + 12, y: A4[1] - 366 - i * 20, size: 11, font: regular, color: ink });
  });
  cover.drawText('Edition 2026.1', { x: MARGIN, y: MARGIN, size: 10, font: regular, color: ink });

  // Body pages.
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  for (const section of SECTIONS) {
    ensure(60);
    y -= 8;
    page.drawText(section.heading, { x: MARGIN, y, size: 15, font: bold, color: accent });
    y -= 24;
    for (const para of section.paragraphs) {
      for (const line of wrap(para, regular, 11, textWidth)) {
        ensure(16);
        page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: ink });
        y -= 16;
      }
      y -= 8;
    }
    y -= 10;
  }

  // Running footer with page numbers.
  const pages = doc.getPages();
  pages.forEach((pg, i) => {
    const label = `${MANUAL_TITLE}    Page ${i + 1} of ${pages.length}`;
    pg.drawText(label, { x: MARGIN, y: 28, size: 8, font: regular, color: rgb(0.45, 0.47, 0.52) });
  });
  return doc.save();
}

let cached: Promise<Uint8Array> | undefined;

/** The manual's bytes, built on first use and kept for the life of the process. */
export function operationManualBytes(): Promise<Uint8Array> {
  cached ??= buildOperationManual().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

/** Stores the manual, registers it in files and records its id under sys_config 'operationBookFileId'. */
export async function seedOperationManual(db: Db, config: ServerConfig): Promise<number> {
  const bytes = Buffer.from(await operationManualBytes());
  await createStorage(config).put(MANUAL_STORAGE_KEY, bytes);
  const [row] = await db
    .insert(files)
    .values({
      fileName: MANUAL_FILE_NAME,
      mime: 'application/pdf',
      ext: 'pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: MANUAL_STORAGE_KEY,
    })
    .returning({ id: files.id });
  const fileId = row!.id;
  await db
    .insert(sysConfig)
    .values({ key: OPERATION_BOOK_KEY, value: String(fileId) })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: String(fileId) } });
  return fileId;
}
