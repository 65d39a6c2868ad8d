/**
 * The body of a unit tree card (the unit management tree and the user list's unit tree): a spinner
 * while the first load runs, the load error with a retry, the empty text, otherwise the tree with the
 * selected unit marked; selecting a node (or unselecting it) reports its unit id.
 */
import { Button, Empty, Spin, Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import type { TreeDataType, TreeProps } from '@arco-design/web-react/es/Tree/interface';
import type { UnitNode } from '../../../src/domain/system';

/** The unit tree as its card receives it: the nodes, how their load went, and a reload. */
export interface UnitTreeLoad {
  tree: UnitNode[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
}

/** What a UnitTreeBody shows and reports; the texts are already translated. */
export interface UnitTreeBodyProps {
  load: UnitTreeLoad;
  treeData: TreeDataType[];
  /** The class of the spinner and of the error and empty states. */
  stateClass: string;
  texts: { error: string; retry: string; empty: string };
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** How the tree opens: controlled expandedKeys and onExpand, or defaultExpandedKeys. */
  expand: Pick<TreeProps, 'expandedKeys' | 'onExpand' | 'defaultExpandedKeys'>;
}

/** The loading, error, empty or tree body of a unit tree card. */
export function UnitTreeBody(props: UnitTreeBodyProps) {
  const { load, treeData, stateClass, texts, selectedId } = props;
  const { tree, error, loading } = load;
  if (loading && !tree) return <Spin className={stateClass} />;
  if (error)
    return (
      <Empty
        className={stateClass}
        description={
          <>
            {texts.error}{' '}
            <Button size="mini" type="text" onClick={load.onRetry}>
              {texts.retry}
            </Button>
          </>
        }
      />
    );
  if (!treeData.length) return <Empty className={stateClass} description={texts.empty} />;
  return (
    <Tree
      blockNode
      size="small"
      treeData={treeData}
      {...props.expand}
      selectedKeys={selectedId ? [String(selectedId)] : []}
      onSelect={(keys) => props.onSelect(keys[0] ? Number(keys[0]) : undefined)}
    />
  );
}
