import StorefrontIcon from '@mui/icons-material/Storefront';
import { ShopEdit } from './ShopEdit';
import { ShopList } from './ShopList';
import type { Shop } from './shop-fields';

export default {
  list: ShopList,
  edit: ShopEdit,
  icon: StorefrontIcon,
  recordRepresentation: (shop: Shop) => shop.name,
};
