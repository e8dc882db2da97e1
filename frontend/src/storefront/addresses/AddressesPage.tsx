import AddIcon from '@mui/icons-material/Add';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { useAddresses, type Address } from './addresses-api';
import { LocationPrecisionNote } from '../../components/map/LocationPrecisionNote';
import { useDeleteAddress, useSetDefaultAddress } from './address-mutations';
import { AddressFormDialog } from './AddressFormDialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** What the form dialog is open for: a new address or one being edited. */
type Editing = { address?: Address } | null;

/** /customer/addresses: the saved delivery addresses, exactly one of them the default. */
export default function AddressesPage() {
  useDocumentTitle('Addresses');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
        <Typography variant="h4" component="h1">
          My Addresses
        </Typography>
        {addresses.isSuccess && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Add Address
          </Button>
        )}
      </Stack>
      {addresses.isPending && <PageSpinner />}
      {addresses.isError && (
        <Alert severity="error">
          <AlertTitle>Failed to load addresses.</AlertTitle>
          {errorMessage(addresses.error)}
        </Alert>
      )}
      {addresses.data?.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <HomeOutlinedIcon sx={{ fontSize: 48, mb: 1 }} />
          <Typography>No addresses saved yet.</Typography>
        </Box>
      )}
      {addresses.data && addresses.data.length > 0 && (
        <Grid container spacing={2} component="ul" aria-label="Addresses" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {addresses.data.map((address) => (
            <Grid key={address.id} size={{ xs: 12, sm: 6 }} component="li">
              <AddressCard
                address={address}
                onEdit={() => setEditing({ address })}
                onDelete={() => setDeleting(address)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <AddressFormDialog
          address={editing.address}
          isFirst={addresses.data?.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete address?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {deleting?.title} will be removed from your saved addresses. Orders placed with it keep their copy of it.
        {deleting?.isDefault && ' Your most recently added other address becomes the default.'}
      </ConfirmDialog>
    </Container>
  );
}

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const setDefault = useSetDefaultAddress();
  return (
    <Card
      variant="outlined"
      data-testid="address-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: address.isDefault ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {address.title}
          </Typography>
          {address.isDefault && <Chip label="Default" color="primary" size="small" />}
        </Stack>
        <Typography color="text.secondary">{address.addressLine}</Typography>
        <Typography color="text.secondary">
          {address.city}, {address.state} {address.pincode}
        </Typography>
        <PinState address={address} onPin={onEdit} />
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit}>
          Edit
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            disabled={setDefault.isPending}
            onClick={() => setDefault.mutate({ id: address.id, title: address.title })}
          >
            Set as default
          </Button>
        )}
        <Button size="small" color="error" onClick={onDelete} sx={{ ml: 'auto' }}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

/** How the address is located; one located only by its pincode is offered a pin (exact distances and fees). */
function PinState({ address, onPin }: { address: Address; onPin: () => void }) {
  return (
    <Box sx={{ mt: 1 }}>
      <LocationPrecisionNote precision={address.locationPrecision} notLocated="Not located: check its pincode">
        {address.locationPrecision !== 'pin' && (
          <Button size="small" onClick={onPin}>
            Pin on the map
          </Button>
        )}
      </LocationPrecisionNote>
    </Box>
  );
}
