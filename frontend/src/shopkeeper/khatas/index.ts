import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyPage } from '../../components/lazyPage';
import type { Khata } from '../shopkeeper-types';

// The khata book's screens load on first use, not with the rest of the back office.
export default {
  list: lazyPage(() => import('./KhataList')),
  create: lazyPage(() => import('./KhataCreate')),
  edit: lazyPage(() => import('./KhataPage')),
  icon: MenuBookIcon,
  recordRepresentation: (khata: Khata) => khata.customerName,
};
