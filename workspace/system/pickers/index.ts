/** The reusable pickers of the system pages: a unit (tree of the getTreeList family) and a user (remote search). */
export { UnitPicker, type UnitPickerProps, useUnitTree } from './UnitPicker';
export { flattenTree, searchTree, toTreeData, topKeys, unitPath } from './unitTreeData';
export { UserPicker, type UserPickerProps, userLabel } from './UserPicker';
