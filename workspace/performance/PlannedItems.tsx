/** The planned milestones and payments of a contract, each markable done or breached (performance/update). */
import { Button, Card, DatePicker, Form, Message, Modal, Radio, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { UploadItem } from '@arco-design/web-react/es/Upload/interface';
import dayjs from 'dayjs';
import { useState } from 'react';
import { updatePerformance } from '../../src/api/contracts';
import type { ContractDetail } from '../../src/domain/contract-api';
import { t } from '../../src/i18n';
import { EMPTY_TEXT, formatFen } from '../../src/utils/display';
import { labelOr } from '../contracts/detail/format';
import { fileIdsOf, isUploading } from '../filing/shared/FileUpload';
import { PerformNoteFields } from './PerformNoteFields';
import { canPerform, openItems } from './performState';
import { useSubmit } from '../../src/forms/useSubmit';

type Item = ContractDetail['performance'][number];
interface Values {
  status: 'done' | 'breached';
  doneDate: string;
  note?: string;
}

function UpdateModal({ item, onClose, reload }: { item: Item; onClose: () => void; reload: () => void }) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const { busy, run } = useSubmit({ reload });
  const submit = async () => {
    const v = await form.validate();
    await run(async () => {
      await updatePerformance({ id: item.id, status: v.status, doneDate: v.doneDate, note: v.note?.trim() || undefined, fileIds: fileIdsOf(files) });
      Message.success(t('filing.perform.updated'));
      onClose();
    });
  };
  return (
    <Modal
      visible
      title={t('filing.perform.updateTitle', { title: item.title })}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: isUploading(files), ...({ 'data-testid': 'perform-update-ok' } as object) }}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ status: 'done', doneDate: dayjs().format('YYYY-MM-DD') }}>
        <Form.Item label={t('filing.perform.status')} field="status" rules={[{ required: true }]}>
          <Radio.Group data-testid="perform-update-status">
            <Radio value="done">{t('contract.performanceStatus.done')}</Radio>
            <Radio value="breached">{t('contract.performanceStatus.breached')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('filing.perform.doneDate')} field="doneDate" rules={[{ required: true, message: t('filing.perform.doneDateRequired') }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <PerformNoteFields files={files} onFiles={setFiles} />
      </Form>
    </Modal>
  );
}

export function PlannedItems({ contract, reload }: { contract: ContractDetail; reload: () => void }) {
  const [chosen, setChosen] = useState<Item | null>(null);
  const items = openItems(contract.performance);
  if (!canPerform(contract.status) || items.length === 0) return null;
  const columns: TableColumnProps<Item>[] = [
    { title: t('filing.perform.kind'), dataIndex: 'kind', width: 120, render: (k: string) => labelOr(`contract.performanceKind.${k}`, k) },
    { title: t('filing.perform.itemTitle'), dataIndex: 'title' },
    { title: t('filing.perform.amount'), dataIndex: 'amountFen', width: 150, align: 'right', render: (f: number | null) => (f === null ? EMPTY_TEXT : formatFen(f)) },
    { title: t('filing.perform.dueDate'), dataIndex: 'dueDate', width: 120, render: (d: string | null) => d ?? EMPTY_TEXT },
    {
      title: t('filing.actions'),
      key: 'actions',
      width: 140,
      render: (_: unknown, item: Item) => (
        <Button type="text" size="small" onClick={() => setChosen(item)} data-testid={`perform-update-${item.id}`}>
          {t('filing.perform.markDone')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('filing.perform.planned')} data-testid="perform-planned">
      <Table rowKey="id" columns={columns} data={items} pagination={false} />
      {chosen && <UpdateModal item={chosen} onClose={() => setChosen(null)} reload={reload} />}
    </Card>
  );
}
