/** The confirmation step: every field of the form as read-only descriptions, grouped by step. */
import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { type MessageKey, t } from '../../src/i18n';
import { displayValue, formatFen } from '../../src/utils/display';
import type { FileItem } from './FilesStep';
import { type ProjectFormField, type ProjectFormValues, STEP_FIELDS, yuanTextToFen } from './formModel';

const label = (f: ProjectFormField) => t(`projects.field.${f === 'budgetYuan' ? 'budget' : f}` as MessageKey);

function shownValue(v: ProjectFormValues, f: ProjectFormField): string {
  const raw = v[f];
  if (f === 'category') return raw ? t(`contract.category.${raw}` as MessageKey) : displayValue(null);
  if (f === 'budgetYuan') return formatFen(yuanTextToFen(raw as string | undefined));
  if (typeof raw === 'boolean') return t(raw ? 'projects.list.yes' : 'projects.list.no');
  if (Array.isArray(raw)) return displayValue(raw.join('、'));
  return displayValue(raw);
}

export function ConfirmSummary({ values, files }: { values: ProjectFormValues; files: FileItem[] }) {
  return (
    <>
      {(Object.keys(STEP_FIELDS) as (keyof typeof STEP_FIELDS)[]).map((step) => (
        <Descriptions
          key={step}
          title={t(`projects.step.${step}` as MessageKey)}
          column={2}
          border
          className="projects-summary"
          data={STEP_FIELDS[step].map((f) => ({ label: label(f), value: <span data-testid={`project-confirm-${f}`}>{shownValue(values, f)}</span> }))}
        />
      ))}
      <Descriptions
        title={t('projects.step.files')}
        column={1}
        border
        className="projects-summary"
        data={[{ label: t('projects.field.files'), value: files.length ? files.map((f) => f.name).join('、') : t('projects.form.noFiles') }]}
      />
    </>
  );
}
