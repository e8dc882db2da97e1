import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { components } from '../../api/schema';

type Shop = components['schemas']['ShopResponse'];

export const SHOP_NOT_LOCATED = 'Not located: add a pincode to its address or pin it';

/** Flags a shop the server could not place: customers cannot be told distances, and it charges one fee. */
export function ShopLocationFlag(_props: { label?: string }) {
  const shop = useRecordContext<Shop>();
  if (!shop || shop.locationPrecision !== null) return null;
  return (
    <Chip
      label={SHOP_NOT_LOCATED}
      size="small"
      color="warning"
      variant="outlined"
      data-testid="shop-not-located"
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
