import StorefrontIcon from '@mui/icons-material/Storefront';
import { ShopCreate } from './ShopCreate';
import { ShopEdit } from './ShopEdit';
import { ShopList } from './ShopList';
import type { Shop } from './shop-fields';

export default {
  list: ShopList,
  create: ShopCreate,
  edit: ShopEdit,
  icon: StorefrontIcon,
  recordRepresentation: (shop: Shop) => shop.name,
};
