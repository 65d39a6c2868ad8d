/**
 * The collective decision form (/matter/decision, workspace/matters/DecisionForm.tsx) as a leader
 * fills it in the browser: the kind of meeting, its date, the attendees, the resolution, the minutes
 * upload, the notes and (when it passes) the approvers. Shared by the specs that take a major contract
 * through its decision step.
 */
import { expect, type Page } from '@playwright/test';
import { pickDate } from './journey';

/** A small real PDF for the minutes (the server checks the content against the extension). */
export const MINUTES = {
  name: '局长办公会议纪要.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

export interface MeetingFill {
  /** The kind as the select shows it, e.g. 局长办公会议. */
  kind?: string;
  /** YYYY-MM-DD; the form starts at today. */
  date?: string;
  attendees?: readonly string[];
  /** The resolution as the radio reads it: 通过, 不通过, 修改后再议. */
  resolution?: '通过' | '不通过' | '修改后再议';
  note?: string;
  /** Upload the minutes (default true). */
  minutes?: boolean;
  /** Approvers to pick (typed, then the option containing the name). */
  approvers?: readonly { search: string; name: string }[];
}

/** Fills the decision form (it does not submit). */
export async function fillDecision(page: Page, fill: MeetingFill): Promise<void> {
  const form = page.getByTestId('decision-form');
  await expect(form).toBeVisible();
  if (fill.kind) {
    await form.getByTestId('decision-kind').click();
    await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: fill.kind }).first().click();
  }
  if (fill.date) await pickDate(form.getByTestId('decision-date').locator('xpath=..'), fill.date);
  for (const name of fill.attendees ?? []) {
    const input = form.getByTestId('decision-attendees').locator('input');
    await input.fill(name);
    await input.press('Enter');
  }
  if (fill.resolution) await form.getByTestId('decision-resolution').getByText(fill.resolution, { exact: true }).click();
  if (fill.minutes !== false) {
    await form.locator('input[type=file]').setInputFiles(MINUTES);
    await expect(form.locator('.arco-upload-list-item-done')).toHaveCount(1);
  }
  if (fill.note) await form.getByTestId('decision-note').fill(fill.note);
  for (const a of fill.approvers ?? []) {
    await page.getByTestId('matter-decision-approvers').click();
    await page.keyboard.type(a.search);
    await page.locator('.arco-select-option').filter({ hasText: a.name }).click();
    await page.keyboard.press('Escape');
  }
}
