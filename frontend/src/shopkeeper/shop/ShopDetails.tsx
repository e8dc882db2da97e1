import EditIcon from '@mui/icons-material/Edit';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ScheduleIcon from '@mui/icons-material/Schedule';
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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  BooleanInput,
  Button as RaButton,
  EditBase,
  Form,
  maxLength,
  minLength,
  required,
  SaveButton,
  TextInput,
  Title,
  useGetOne,
} from 'react-admin';
import { errorMessage } from '../../api/errors';
import { changedFields } from '../../backoffice/changed-fields';
import { SHOPKEEPER_SHOP_FIELDS } from '../../backoffice/editable-shop-fields';
import { SHOP_NOT_LOCATED } from '../../backoffice/shop-location/ShopLocationFlag';
import { ShopPinInput } from '../../backoffice/shop-location/ShopPinInput';
import { ShopLogoEditor } from '../../backoffice/shop-logo/ShopLogoEditor';
import { UpiInputs } from '../../backoffice/shop-payments/UpiInputs';
import { DeliveryInputs } from '../../backoffice/shop-hours/DeliveryInputs';
import { FormRefusal } from '../../backoffice/shop-hours/FormRefusal';
import { HolidaysInput } from '../../backoffice/shop-hours/HolidaysInput';
import { OpeningHoursInput } from '../../backoffice/shop-hours/OpeningHoursInput';
import { ShopStatusChip } from '../../components/StateChip';
import { LocationPrecisionNote } from '../../components/map/LocationPrecisionNote';
import { useToast } from '../../components/toast/useToast';
import { formatRupees } from '../../format';
import { shopPhoneError } from '../../forms/validation';
import { SHOP_LOGO_URL, SHOP_RESOURCE } from '../shopkeeper-data-provider';
import type { Shop } from '../shopkeeper-types';
import { OpeningHoursSummary } from './OpeningHoursSummary';
import { ShopNotLocatedBanner } from './ShopNotLocatedBanner';

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

interface ShopEditDialogProps {
  title: string;
  shopId: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that edits some of the shop's fields and sends only those changed. The fields show
 * their own errors and the server's refusal shows above the buttons: a toast would cover them.
 */
function ShopEditDialog({ title, shopId, open, onClose, children }: ShopEditDialogProps) {
  const { toast } = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <Dialog open={open} onClose={close} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && (
        <EditBase<Shop>
          resource={SHOP_RESOURCE}
          id={shopId}
          mutationMode="pessimistic"
          redirect={false}
          transform={(data: Shop, options) => changedFields(data, options?.previousData, SHOPKEEPER_SHOP_FIELDS)}
          mutationOptions={{
            onSuccess: () => {
              toast({ title: 'Shop details updated' });
              close();
            },
            onError: (error: unknown) => setRefusal(errorMessage(error)),
          }}
        >
          <Form disableInvalidFormNotification>
            <DialogContent dividers>{children}</DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap' }}>
              <FormRefusal message={refusal} />
              <RaButton label="Cancel" onClick={close} />
              <SaveButton />
            </DialogActions>
          </Form>
        </EditBase>
      )}
    </Dialog>
  );
}

function ContactFields() {
  return (
    <>
      <TextInput source="phone" validate={validatePhone} />
      <TextInput source="address" validate={[required(), minLength(5), maxLength(300)]} multiline minRows={2} />
      <ShopPinInput />
      <DeliveryInputs />
      <BooleanInput source="isActive" label="Open: customers can order" />
    </>
  );
}

/** A card of the page: its title, the button that edits it, and what it shows. */
function ShopCard({ heading, action, children }: { heading: ReactNode; action: ReactNode; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}
        >
          {heading}
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

type Editing = 'details' | 'hours' | 'upi' | null;

/** The shop as customers know it, and the details, hours, delivery terms and UPI ID its shopkeeper keeps up to date. */
export function ShopDetails({ shopId }: { shopId: string }) {
  const { data: shop, isPending, error } = useGetOne<Shop>(SHOP_RESOURCE, { id: shopId });
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      <Title title="Shop Details" />
      <ShopNotLocatedBanner />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Failed to load the shop. {errorMessage(error)}
        </Alert>
      ) : null}
      {!isPending && shop && (
        <>
          <ShopCard
            heading={
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {shop.name}
                </Typography>
                <ShopStatusChip isActive={shop.isActive} />
              </Stack>
            }
            action={
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing('details')}>
                Edit Shop Details
              </Button>
            }
          >
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              <Detail label="Email">{shop.email}</Detail>
              <Detail label="Phone">{shop.phone}</Detail>
              <Detail label="Address">{shop.address}</Detail>
              <Detail label="GST number">{shop.gstNumber}</Detail>
              <Detail label="State">
                {shop.state
                  ? `${shop.state.name} (GST code ${shop.state.code})`
                  : 'Unknown: the GST number names no state'}
              </Detail>
              <Detail label="Location">
                <LocationPrecisionNote precision={shop.locationPrecision} notLocated={SHOP_NOT_LOCATED} />
              </Detail>
              <Detail label="Delivery radius">{shop.deliveryRadiusKm} km</Detail>
              <Detail label="Minimum order">
                {shop.minimumOrder === null ? 'None' : formatRupees(shop.minimumOrder)}
              </Detail>
              <Detail label="Preparation time">{shop.preparationMinutes} minutes</Detail>
            </Stack>
          </ShopCard>
          <ShopCard
            heading={
              <Typography variant="h6" component="h2">
                Logo
              </Typography>
            }
            action={null}
          >
            <ShopLogoEditor shop={shop} logoUrl={SHOP_LOGO_URL} resource={SHOP_RESOURCE} />
          </ShopCard>
          <ShopCard
            heading={
              <Typography variant="h6" component="h2">
                Opening hours
              </Typography>
            }
            action={
              <Button variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setEditing('hours')}>
                Edit Opening Hours
              </Button>
            }
          >
            <OpeningHoursSummary openingHours={shop.openingHours} holidays={shop.holidays} />
          </ShopCard>
          <ShopCard
            heading={
              <Typography variant="h6" component="h2">
                UPI payments
              </Typography>
            }
            action={
              <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setEditing('upi')}>
                {shop.upiId ? 'Edit UPI Payments' : 'Set Up UPI Payments'}
              </Button>
            }
          >
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              <Detail label="UPI ID">
                <span data-testid="shop-upi-id">{shop.upiId ?? 'None: the shop takes cash only'}</span>
              </Detail>
              {shop.upiId && (
                <Detail label="Payee name">{shop.upiPayeeName ?? `${shop.name} (the shop's name)`}</Detail>
              )}
            </Stack>
          </ShopCard>
        </>
      )}
      <ShopEditDialog title="Edit Shop Details" shopId={shopId} open={editing === 'details'} onClose={close}>
        <ContactFields />
      </ShopEditDialog>
      <ShopEditDialog title="Edit UPI Payments" shopId={shopId} open={editing === 'upi'} onClose={close}>
        <UpiInputs />
      </ShopEditDialog>
      <ShopEditDialog title="Edit Opening Hours" shopId={shopId} open={editing === 'hours'} onClose={close}>
        <OpeningHoursInput />
        <HolidaysInput />
      </ShopEditDialog>
    </>
  );
}
