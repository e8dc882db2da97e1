import LocationOffOutlinedIcon from '@mui/icons-material/LocationOffOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { components } from '../../api/schema';

/** How a place is located, as the server says: its own pin, its pincode's centre, or not at all. */
export type LocationPrecision = components['schemas']['AddressResponse']['locationPrecision'];

const PINNED = 'Pinned on the map';
const LOCATED_BY_PINCODE = 'Located by pincode (approximate)';

interface LocationPrecisionNoteProps {
  precision: LocationPrecision;
  /** What to say of a place not located at all (a shop's words differ from an address's). */
  notLocated: string;
  /** An action beside the words, such as a button to pin it. */
  children?: ReactNode;
}

/** One line: pinned, located by pincode (approximate), or not located. */
export function LocationPrecisionNote({ precision, notLocated, children }: LocationPrecisionNoteProps) {
  const [Icon, text, color] =
    precision === 'pin'
      ? [PlaceIcon, PINNED, 'success.dark']
      : precision === 'pincode'
        ? [PlaceOutlinedIcon, LOCATED_BY_PINCODE, 'text.secondary']
        : [LocationOffOutlinedIcon, notLocated, 'warning.dark'];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', color }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" data-testid="location-precision">
        {text}
      </Typography>
      {children}
    </Stack>
  );
}
