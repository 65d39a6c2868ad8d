/**
 * /system/unit-manage (docs/api/units.md): the unit tree (search, type tags A/N/U/D/O, area level,
 * judicial-bureau flag) on the left; on the right the selected unit's details in an edit form, "add a
 * sub-unit", delete (confirmed; the server's refusal shown: sub-units, users, seals, contracts,
 * projects) and, for areas, the child-region GeoJSON. Actions the caller lacks are hidden.
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
import { isApiFailure } from '../../../src/api/client';
import { addUnit, deleteUnit, editUnit } from '../../../src/api/units-admin';
import type { UnitNode, UnitType } from '../../../src/domain/system';
import { type MessageKey, t } from '../../../src/i18n';
import { usePermissionCheck } from '../../../src/permissions';
import { flattenTree } from '../pickers/unitTreeData';
import { useUnitTree } from '../pickers/UnitPicker';
import { GeometryPanel } from './GeometryPanel';
import { TYPE_COLORS, typesUnder } from './rules';
import { showFieldErrors, toInput, UnitForm, type UnitFormValues } from './UnitForm';
import { UnitTreeCard } from './UnitTreeCard';
import './UnitManage.css';

/** Shows a refusal's message (403 and 401 are announced by the client already). */
const showFailure = (e: unknown) => {
  if (isApiFailure(e) && e.httpStatus !== 403 && e.httpStatus !== 401) Message.error({ content: e.message, duration: 6000 });
};

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

export default function UnitManage() {
  const can = usePermissionCheck();
  const canAdd = can('unit.add');
  const canEdit = can('unit.edit');
  const canDelete = can('unit.delete');
  const tree = useUnitTree('all');
  const byId = useMemo(() => new Map(flattenTree(tree.data ?? []).map((u) => [u.id, u])), [tree.data]);
  const [selectedId, setSelectedId] = useState<number>();
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const parent = selected?.pid ? byId.get(selected.pid) : undefined;
  const [editForm] = Form.useForm<UnitFormValues>();
  const [addForm] = Form.useForm<UnitFormValues>();
  const [adding, setAdding] = useState<{ parent: UnitNode | null }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (selected) {
      editForm.resetFields();
      editForm.setFieldsValue(formValues(selected));
    }
  }, [selected, editForm]);

  const openAdd = (p: UnitNode | null) => setAdding({ parent: p });

  const save = async () => {
    if (!selected) return;
    const values = await editForm.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await editUnit({ id: selected.id, ...toInput(values) });
      Message.success(t('systemUnits.saved', { name: values.unitName }));
    } catch (e) {
      if (!showFieldErrors(editForm, e)) showFailure(e);
    } finally {
      setSaving(false);
    }
  };

  const submitAdd = async () => {
    if (!adding) return;
    const values = await addForm.validate().catch(() => undefined);
    if (!values) return;
    try {
      const unit = await addUnit({ pid: adding.parent?.id ?? null, ...toInput(values) });
      Message.success(t('systemUnits.added', { name: unit.unitName }));
      setAdding(undefined);
      setSelectedId(unit.id);
    } catch (e) {
      if (!showFieldErrors(addForm, e)) showFailure(e);
    }
  };

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
          showFailure(e);
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
            <div className="system-units__form">
              <Typography.Text type="secondary">
                {t('systemUnits.parent')}: {parent ? parent.unitName : t('systemUnits.root')} · ID {selected.id}
              </Typography.Text>
              <UnitForm form={editForm} parentType={parent?.type ?? null} currentType={selected.type} disabled={!canEdit} testId="unit-edit" />
              {canEdit && (
                <Button type="primary" loading={saving} onClick={save} data-testid="unit-save">
                  {t('systemUnits.save')}
                </Button>
              )}
            </div>
            {selected.type === 'A' && <GeometryPanel key={selected.id} areaId={selected.id} canEdit={canEdit} />}
          </div>
        )}
      </Card>
      <Modal
        visible={!!adding}
        title={
          adding?.parent ? t('systemUnits.addChildTitle', { name: adding.parent.unitName }) : t('systemUnits.addRootTitle')
        }
        onOk={submitAdd}
        onCancel={() => setAdding(undefined)}
        okText={t('systemUnits.add')}
        unmountOnExit
        data-testid="unit-add-modal"
      >
        {adding && (
          <UnitForm
            form={addForm}
            parentType={adding.parent?.type ?? null}
            initialValues={{ type: typesUnder(adding.parent?.type ?? null)[0] as UnitType, sort: 0 }}
            testId="unit-add"
          />
        )}
      </Modal>
    </div>
  );
}
