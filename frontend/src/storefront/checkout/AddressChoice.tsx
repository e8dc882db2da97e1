import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import type { useAddresses } from '../addresses/addresses-api';

interface AddressChoiceProps {
  addresses: ReturnType<typeof useAddresses>;
  selectedId: string | null;
  onSelect: (addressId: string) => void;
}

export function AddressChoice({ addresses, selectedId, onSelect }: AddressChoiceProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="delivery-address-heading" sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" id="delivery-address-heading">
          Delivery Address
        </Typography>
        {addresses.data && addresses.data.length > 0 && (
          <Button component={Link} to="/customer/addresses" size="small">
            Manage Addresses
          </Button>
        )}
      </Stack>
      {addresses.isPending && <CircularProgress size={24} aria-label="Loading addresses" />}
      {addresses.isError && <Alert severity="error">Failed to load addresses.</Alert>}
      {addresses.data?.length === 0 && (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            No addresses saved yet. Add one to have your order delivered.
          </Typography>
          <Button
            component={Link}
            to="/customer/addresses"
            variant="outlined"
            startIcon={<AddLocationAltOutlinedIcon />}
          >
            Add an Address
          </Button>
        </Box>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <RadioGroup
          aria-labelledby="delivery-address-heading"
          value={selectedId ?? ''}
          onChange={(event) => onSelect(event.target.value)}
        >
          {addresses.data.map((address) => (
            <FormControlLabel
              key={address.id}
              value={address.id}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', py: 0.75, mr: 0, '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <span>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {address.title}
                    </Typography>
                    {address.isDefault && <Chip size="small" label="Default" />}
                  </Stack>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {address.addressLine}, {address.city}, {address.state} {address.pincode}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
    </Paper>
  );
}
