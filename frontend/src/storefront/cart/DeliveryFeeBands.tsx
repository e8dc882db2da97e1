import { Box, Typography } from '@mui/material';
import { useDeliveryFees, type DeliveryFees } from '../../api/delivery-fees';
import { formatRupees } from '../../format';

/** The fee for each distance, as the server charges it: free near the shop, then by bands. */
export function feeBandLines({ freeWithinKm, bands }: DeliveryFees): string[] {
  const lines = [`Free within ${freeWithinKm} km`];
  let from = freeWithinKm;
  for (const band of bands) {
    lines.push(`${from} to ${band.upToKm} km: ${formatRupees(band.fee)}`);
    from = band.upToKm;
  }
  const last = bands.at(-1);
  if (last) lines.push(`Beyond ${last.upToKm} km, within the shop's delivery area: ${formatRupees(last.fee)}`);
  return lines;
}

/** Delivery fees by distance, shown before checkout; a shop not on the map charges one fee. */
export function DeliveryFeeBands({ shopLocated }: { shopLocated: boolean }) {
  const fees = useDeliveryFees();
  if (!fees.data) return null;
  return (
    <Box component="section" aria-label="Delivery fees" data-testid="delivery-fee-bands">
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        Delivery fees by distance
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        {feeBandLines(fees.data).map((line) => (
          <Typography key={line} component="li" variant="caption" sx={{ display: 'list-item' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {!shopLocated && (
        <Typography variant="caption" component="p" color="text.secondary">
          This shop is not on the map yet, so delivery costs {formatRupees(fees.data.unlocatedShopFee)}.
        </Typography>
      )}
    </Box>
  );
}
