import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Active / Inactive from the shop's isActive (customers see the same switch as Open / Closed). */
export function ShopActiveBadge(_props: { label?: string }) {
  const shop = useRecordContext<{ isActive: boolean }>();
  if (!shop) return null;
  return shop.isActive ? (
    <Chip label="Active" size="small" sx={{ bgcolor: '#DCFCE7', color: '#166534', fontWeight: 600 }} />
  ) : (
    <Chip label="Inactive" size="small" sx={{ bgcolor: '#F3F4F6', color: '#374151', fontWeight: 600 }} />
  );
}
