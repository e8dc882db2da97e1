import { Chip, type ChipProps } from '@mui/material';

interface StateChipProps {
  on: boolean;
  onLabel: string;
  offLabel: string;
  /** The colour of the off state: a plain outline unless being off needs attention. */
  offColor?: ChipProps['color'];
  testId?: string;
}

/** A yes/no state as a small chip: filled green when on, outlined when off. */
export function StateChip({ on, onLabel, offLabel, offColor = 'default', testId }: StateChipProps) {
  return (
    <Chip
      size="small"
      data-testid={testId}
      label={on ? onLabel : offLabel}
      color={on ? 'success' : offColor}
      variant={on ? 'filled' : 'outlined'}
    />
  );
}

/** Open or Closed: a shop's `isActive`, as customers and its shopkeeper see it. */
export function ShopStatusChip({ isActive }: { isActive: boolean }) {
  return <StateChip on={isActive} onLabel="Open" offLabel="Closed" testId="shop-status" />;
}
