/** 基本信息: every field of the contract. */
import { Descriptions, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { ReactNode } from 'react';
import type { ContractDetail } from '../../../src/domain/contract-api';
import { type MessageKey, t } from '../../../src/i18n';
import { displayValue, EMPTY_TEXT, formatDate, formatFen } from '../../../src/utils/display';
import { labelOr } from './format';

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DD HH:mm';
const yesNo = (v: boolean) => t(v ? 'contractDetail.yes' : 'contractDetail.no');

export function BasicInfo({ detail: d }: { detail: ContractDetail }) {
  const rows: [string, ReactNode][] = [
    ['name', d.name],
    ['code', d.code],
    ['unitNo', displayValue(d.unitNo)],
    ['category', t(`contract.category.${d.category}` as MessageKey)],
    ['attribute', t(`contract.attribute.${d.attribute}` as MessageKey)],
    ['subject', displayValue(d.subject)],
    ['amount', <span key="amount" data-testid="contract-amount">{t('contractDetail.yuan', { amount: formatFen(d.amountFen) })}</span>],
    ['direction', t(`contract.direction.${d.direction}` as MessageKey)],
    ['ourRole', labelOr(`contract.role.${d.ourRole}`, d.ourRole)],
    ['unit', displayValue(d.unitName)],
    ['area', displayValue(d.areaName)],
    ['handler', displayValue(d.handlerName)],
    ['bureau', displayValue(d.bureauUnitName)],
    ['fundSource', displayValue(d.fundSource)],
    ['procurementMethod', displayValue(d.procurementMethod)],
    ['major', t(d.isMajor ? 'contract.major.true' : 'contract.major.false')],
    ['fairReview', yesNo(d.needsFairReview)],
    ['majorDecision', yesNo(d.majorDecision)],
    ['keyProject', yesNo(d.keyProject)],
    ['preferentialTerms', yesNo(d.preferentialTerms)],
    ['signingMethod', d.signingMethod ? t(`contract.signingMethod.${d.signingMethod}` as MessageKey) : EMPTY_TEXT],
    ['signDate', formatDate(d.signDate, DAY)],
    ['signPlace', displayValue(d.signPlace)],
    ['effectiveDate', formatDate(d.effectiveDate, DAY)],
    ['performPeriod', d.performStart || d.performEnd ? `${formatDate(d.performStart, DAY)} ~ ${formatDate(d.performEnd, DAY)}` : EMPTY_TEXT],
    ['filingNo', displayValue(d.filingNo)],
    ['project', d.project ? `${d.project.name}（${d.project.code}）` : EMPTY_TEXT],
    ['source', t(`contract.source.${d.source}` as MessageKey)],
    [
      'tags',
      d.tags.length ? (
        <Space key="tags" wrap size={4}>
          {d.tags.map((tag) => (
            <Tag key={tag.id} color={tag.color || undefined}>
              {tag.name}
            </Tag>
          ))}
        </Space>
      ) : (
        EMPTY_TEXT
      ),
    ],
    ['createdAt', formatDate(d.createdAt, MINUTE)],
    ['updatedAt', formatDate(d.updatedAt, MINUTE)],
  ];
  return (
    <Descriptions
      border
      column={{ xs: 1, md: 2, xxl: 3 }}
      labelStyle={{ width: 140 }}
      data-testid="contract-basic"
      data={rows.map(([key, value]) => ({ label: t(`contractDetail.field.${key}` as MessageKey), value }))}
    />
  );
}
