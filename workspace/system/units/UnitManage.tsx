/**
 * /system/unit-manage (docs/api/units.md): the unit tree (search, type tags A/N/U/D/O, area level,
 * judicial-bureau flag) on the left; on the right the selected unit's details in an edit form, "add a
 * sub-unit", delete (confirmed; the server's refusal shown: sub-units, users, seals, contracts,
 * projects) and, for areas, the child-region GeoJSON. Actions the caller lacks are hidden. The edit
 * form and the add modal keep their input until saved, and come back after a tab switch
 * (src/forms/useKeptForm.ts, useKeptModal.ts).
 */
import { Button, Card, Empty, Form, Message, Modal, Space, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState } from 'react';
import { addUnit, deleteUnit, editUnit } from '../../../src/api/units-admin';
import type { UnitNode, UnitType } from '../../../src/domain/system';
import { KeptNotice } from '../../../src/forms/KeptNotice';
import { useKeptForm } from '../../../src/forms/useKeptForm';
import { confirmDiscard, useKeptModal } from '../../../src/forms/useKeptModal';
import { type MessageKey, t } from '../../../src/i18n';
import { usePermissionCheck } from '../../../src/permissions';
import { flattenTree } from '../pickers/unitTreeData';
import { useUnitTree } from '../pickers/UnitPicker';
import { GeometryPanel } from './GeometryPanel';
import { typesUnder } from '../../../src/domain/unit-placement';
import { TYPE_COLORS } from './typeColors';
import { showFieldErrors, toInput, UnitForm, type UnitFormValues } from './UnitForm';
import { UnitTreeCard } from './UnitTreeCard';
import './UnitManage.css';
import { reportFailure } from '../../../src/api/reportFailure';

const formValues = (u: UnitNode): UnitFormValues => ({
  unitName: u.unitName,
  type: u.type,
  areaLevel: u.areaLevel ?? undefined,
  adcode: u.adcode ?? undefined,
  isJudicialBureau: u.isJudicialBureau,
  creditCode: u.creditCode ?? undefined,
  sort: u.sort,
  shortName: u.shortName ?? undefined,
  numberTemplate: u.numberTemplate ?? undefined,
});

/** The kept form ids: `unit:<id>` (the selected unit's edit form), `unit-add:<parent id|root>` (the add modal). */
const EDIT_FORM = 'unit';
const ADD_FORM = 'unit-add';

/** The selected unit's edit form, one per unit (a key): its input is kept until saved. */
function UnitEditor({ unit, parent, canEdit }: { unit: UnitNode; parent: UnitNode | undefined; canEdit: boolean }) {
  const [form] = Form.useForm<UnitFormValues>();
  const kept = useKeptForm<UnitFormValues, number>(form, { id: `${EDIT_FORM}:${unit.id}`, initial: formValues(unit) });
  const [saving, setSaving] = useState(false);
  // The unit selected is kept with the input, for selecting it again on return.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the unit this form edits.
  useEffect(() => kept.setExtra(unit.id), []);

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await editUnit({ id: unit.id, ...toInput(values) });
      kept.markSaved();
      Message.success(t('systemUnits.saved', { name: values.unitName }));
    } catch (e) {
      if (!showFieldErrors(form, e)) reportFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="system-units__form">
      <Typography.Text type="secondary">
        {t('systemUnits.parent')}: {parent ? parent.unitName : t('systemUnits.root')} · ID {unit.id}
      </Typography.Text>
      <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
      <UnitForm
        form={form}
        parentType={parent?.type ?? null}
        currentType={unit.type}
        disabled={!canEdit}
        initialValues={kept.initialValues}
        onValuesChange={kept.onValuesChange}
        testId="unit-edit"
      />
      {canEdit && (
        <Button type="primary" loading={saving} onClick={save} data-testid="unit-save">
          {t('systemUnits.save')}
        </Button>
      )}
    </div>
  );
}

/** The unit a new one is added under, as kept with the add modal's input (not its whole subtree). */
type ParentRef = Pick<UnitNode, 'id' | 'unitName' | 'type'> | null;

/** The add modal under `parent` (null: a top-level unit); its input is kept until added or discarded. */
function AddUnitModal({ parent, onClose, onAdded }: { parent: ParentRef; onClose: () => void; onAdded: (unit: { id: number }) => void }) {
  const [form] = Form.useForm<UnitFormValues>();
  const initial: UnitFormValues = { type: typesUnder(parent?.type ?? null)[0] as UnitType, sort: 0 } as UnitFormValues;
  const kept = useKeptForm<UnitFormValues, { parent: ParentRef }>(form, { id: `${ADD_FORM}:${parent?.id ?? 'root'}`, initial });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the parent this modal adds under.
  useEffect(() => kept.setExtra({ parent }), []);

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    try {
      const unit = await addUnit({ pid: parent?.id ?? null, ...toInput(values) });
      kept.markSaved();
      Message.success(t('systemUnits.added', { name: unit.unitName }));
      onAdded(unit);
    } catch (e) {
      if (!showFieldErrors(form, e)) reportFailure(e);
    }
  };

  return (
    <Modal
      visible
      title={parent ? t('systemUnits.addChildTitle', { name: parent.unitName }) : t('systemUnits.addRootTitle')}
      onOk={submit}
      onCancel={() =>
        confirmDiscard(kept.unsaved, () => {
          kept.discard();
          onClose();
        })
      }
      okText={t('systemUnits.add')}
      data-testid="unit-add-modal"
    >
      <KeptNotice at={kept.restoredAt} onDiscard={kept.discard} />
      <UnitForm
        form={form}
        parentType={parent?.type ?? null}
        initialValues={kept.initialValues}
        onValuesChange={kept.onValuesChange}
        testId="unit-add"
      />
    </Modal>
  );
}

export default function UnitManage() {
  const can = usePermissionCheck();
  const canAdd = can('unit.add');
  const canEdit = can('unit.edit');
  const canDelete = can('unit.delete');
  const tree = useUnitTree('all');
  const byId = useMemo(() => new Map(flattenTree(tree.data ?? []).map((u) => [u.id, u])), [tree.data]);
  // A unit edited or an add modal left with unsaved input when the user switched tabs comes back.
  const keptEdit = useKeptModal<number>(EDIT_FORM);
  const keptAdd = useKeptModal<{ parent: ParentRef }>(ADD_FORM);
  const [selectedId, setSelectedId] = useState<number | undefined>(keptEdit?.extra);
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const parent = selected?.pid ? byId.get(selected.pid) : undefined;
  const [adding, setAdding] = useState<{ parent: ParentRef } | undefined>(keptAdd?.extra);

  const openAdd = (p: UnitNode | null) => setAdding({ parent: p && { id: p.id, unitName: p.unitName, type: p.type } });

  const remove = (u: UnitNode) =>
    Modal.confirm({
      title: t('systemUnits.deleteTitle'),
      content: t('systemUnits.deleteConfirm', { name: u.unitName }),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteUnit(u.id);
          Message.success(t('systemUnits.deleted', { name: u.unitName }));
          setSelectedId(u.pid ?? undefined);
        } catch (e) {
          reportFailure(e);
        }
      },
    });

  return (
    <div className="system-units" data-testid="unit-manage">
      <UnitTreeCard
        tree={tree.data}
        error={tree.error}
        loading={tree.isLoading}
        onRetry={() => tree.mutate()}
        selectedId={selectedId}
        onSelect={setSelectedId}
        canAdd={canAdd}
        onAddRoot={() => openAdd(null)}
      />
      <Card
        className="system-units__detail"
        title={
          selected ? (
            <Space>
              <Tag color={TYPE_COLORS[selected.type]}>{t(`systemUnits.type.${selected.type}` as MessageKey)}</Tag>
              <span data-testid="unit-detail-title">{selected.unitName}</span>
            </Space>
          ) : (
            t('systemUnits.detailTitle')
          )
        }
        extra={
          selected && (
            <Space>
              {canAdd && typesUnder(selected.type).length > 0 && (
                <Button size="small" icon={<IconPlus />} onClick={() => openAdd(selected)} data-testid="unit-add-child">
                  {t('systemUnits.addChild')}
                </Button>
              )}
              {canDelete && (
                <Button size="small" status="danger" icon={<IconDelete />} onClick={() => remove(selected)} data-testid="unit-delete">
                  {t('systemUnits.delete')}
                </Button>
              )}
            </Space>
          )
        }
        data-testid="unit-detail"
      >
        {!selected ? (
          <Empty description={t('systemUnits.selectHint')} />
        ) : (
          <div className="system-units__detail-body">
            <UnitEditor key={`edit-${selected.id}`} unit={selected} parent={parent} canEdit={canEdit} />
            {selected.type === 'A' && <GeometryPanel key={selected.id} areaId={selected.id} canEdit={canEdit} />}
          </div>
        )}
      </Card>
      {adding && (
        <AddUnitModal
          key={`${ADD_FORM}:${adding.parent?.id ?? 'root'}`}
          parent={adding.parent}
          onClose={() => setAdding(undefined)}
          onAdded={(unit) => {
            setAdding(undefined);
            setSelectedId(unit.id);
          }}
        />
      )}
    </div>
  );
}
