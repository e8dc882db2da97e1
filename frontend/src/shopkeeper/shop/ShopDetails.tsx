import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  BooleanInput,
  Button as RaButton,
  EditBase,
  Form,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SaveButton,
  TextInput,
  Title,
  useGetOne,
} from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ShopStatusChip } from '../../components/StateChip';
import { useToast } from '../../components/toast/useToast';
import { shopPhoneError } from '../../forms/validation';
import { SHOP_RESOURCE } from '../shopkeeper-data-provider';
import type { Shop } from '../shopkeeper-types';

/** What a shopkeeper may change (decision D5); name, email and GST number stay with the admins. */
const shopBody = ({ phone, address, latitude, longitude, isActive }: Shop) => ({
  phone,
  address,
  latitude: latitude ?? null,
  longitude: longitude ?? null,
  isActive,
});

const validatePhone = [required(), shopPhoneError];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: { xs: 0.25, sm: 2 } }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

// The fields show their own errors, so no 'form is not valid' toast covers the dialog's buttons.
function ShopEditDialog({ shopId, open, onClose }: { shopId: string; open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shop-edit-title">
      <DialogTitle id="shop-edit-title">Edit Shop Details</DialogTitle>
      {open && (
        <EditBase
          resource={SHOP_RESOURCE}
          id={shopId}
          mutationMode="pessimistic"
          redirect={false}
          transform={shopBody}
          mutationOptions={{
            onSuccess: () => {
              toast({ title: 'Shop details updated' });
              onClose();
            },
            onError: (error: unknown) =>
              toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
          }}
        >
          {/* The fields show their own errors; a toast would cover the dialog's buttons. */}
          <Form disableInvalidFormNotification>
            <DialogContent dividers>
              <TextInput source="phone" validate={validatePhone} />
              <TextInput source="address" validate={[required(), minLength(5), maxLength(300)]} multiline minRows={2} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <NumberInput source="latitude" validate={[minValue(-90), maxValue(90)]} step={0.000001} />
                <NumberInput source="longitude" validate={[minValue(-180), maxValue(180)]} step={0.000001} />
              </Stack>
              <BooleanInput source="isActive" label="Open: customers can order" />
            </DialogContent>
            <DialogActions>
              <RaButton label="Cancel" onClick={onClose} />
              <SaveButton />
            </DialogActions>
          </Form>
        </EditBase>
      )}
    </Dialog>
  );
}

/** The shop as customers know it, and the few details its shopkeeper keeps up to date. */
export function ShopDetails({ shopId }: { shopId: string }) {
  const { data: shop, isPending, error } = useGetOne<Shop>(SHOP_RESOURCE, { id: shopId });
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Title title="Shop Details" />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Failed to load the shop. {errorMessage(error)}
        </Alert>
      ) : null}
      {!isPending && shop && (
        <Card sx={{ mt: 2, maxWidth: 800 }}>
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {shop.name}
                </Typography>
                <ShopStatusChip isActive={shop.isActive} />
              </Stack>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit Shop Details
              </Button>
            </Stack>
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              <Detail label="Email">{shop.email}</Detail>
              <Detail label="Phone">{shop.phone}</Detail>
              <Detail label="Address">{shop.address}</Detail>
              <Detail label="GST number">{shop.gstNumber}</Detail>
              <Detail label="Location">
                {shop.latitude !== null && shop.longitude !== null
                  ? `${shop.latitude}, ${shop.longitude}`
                  : 'Not set: customers are charged the flat delivery fee'}
              </Detail>
            </Stack>
          </CardContent>
        </Card>
      )}
      <ShopEditDialog shopId={shopId} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
