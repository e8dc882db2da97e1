import InventoryIcon from '@mui/icons-material/Inventory2';
import type { Product } from '../shopkeeper-types';
import { ProductList } from './ProductList';

// Adding and editing happen in dialogs over the list (see ProductList), so only `list` is routed.
export default {
  list: ProductList,
  icon: InventoryIcon,
  recordRepresentation: (product: Product) => product.name,
};
