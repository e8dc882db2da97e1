import { Chip } from '@mui/material';
import type { Khata } from '../shopkeeper-types';

/** Says a khata is frozen (it takes no order); nothing for an open one. */
export function FrozenChip({ khata }: { khata: Pick<Khata, 'frozen'> }) {
  return khata.frozen ? <Chip label="Frozen" color="info" size="small" /> : null;
}
