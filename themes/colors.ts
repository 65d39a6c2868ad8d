/** The primary colours the settings offer (the classic admin-template palette; the first is the default). */
import { PRIMARY_COLOR } from './preferences';

export const PRIMARY_COLOR_CHOICES = [
  { name: 'daybreak', color: PRIMARY_COLOR },
  { name: 'dust', color: '#f5222d' },
  { name: 'volcano', color: '#fa541c' },
  { name: 'sunset', color: '#faad14' },
  { name: 'cyan', color: '#13c2c2' },
  { name: 'green', color: '#52c41a' },
  { name: 'geekblue', color: '#2f54eb' },
  { name: 'purple', color: '#722ed1' },
] as const;

export type PrimaryColorName = (typeof PRIMARY_COLOR_CHOICES)[number]['name'];
