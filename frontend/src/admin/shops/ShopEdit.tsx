import {
  BooleanInput,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { changedFields } from '../../backoffice/changed-fields';
import { ADMIN_SHOP_FIELDS } from '../../backoffice/editable-shop-fields';
import { ShopLogoEditor } from '../../backoffice/shop-logo/ShopLogoEditor';
import { ShopPinInput } from '../../backoffice/shop-location/ShopPinInput';
import { UpiInputs } from '../../backoffice/shop-payments/UpiInputs';
import { DeliveryInputs } from '../../backoffice/shop-hours/DeliveryInputs';
import { FormRefusal } from '../../backoffice/shop-hours/FormRefusal';
import { HolidaysInput } from '../../backoffice/shop-hours/HolidaysInput';
import { OpeningHoursInput } from '../../backoffice/shop-hours/OpeningHoursInput';
import { useToast } from '../../components/toast/useToast';
import { CommissionRateEditor } from './CommissionRateEditor';
import { ShopDeleteButton } from './ShopDeleteButton';
import { shopValidation as v, upperCase, type Shop } from './shop-fields';

/** react-admin sends the whole record back; the API only needs what the admin changed. */
function changedShopFields(shop: Shop, options?: { previousData: Shop }) {
  return changedFields(shop, options?.previousData, ADMIN_SHOP_FIELDS);
}

/**
 * react-admin would open the form at once with the row the list cached, then redraw it when the
 * shop's own answer arrives, dropping whatever the admin typed in between. A query key of its own
 * (the meta is not sent) makes the form wait for the fresh shop instead.
 */
const FRESH_RECORD = { meta: { fresh: true } };

function ShopEditTitle() {
  const shop = useRecordContext<Shop>();
  return <>{shop ? `Edit shop: ${shop.name}` : 'Edit shop'}</>;
}

/** The logo changes by its own requests, at once: the form's Save does not send it. */
function ShopLogoSection() {
  const shop = useRecordContext<Shop>();
  if (!shop) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Logo
      </Typography>
      <ShopLogoEditor shop={shop} logoUrl={`/api/admin/shops/${encodeURIComponent(shop.id)}/logo`} resource="shops" />
    </>
  );
}

function ShopEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ShopDeleteButton backToList />
    </Toolbar>
  );
}

export function ShopEdit() {
  const { toast } = useToast();
  const redirect = useRedirect();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Edit<Shop>
      title={<ShopEditTitle />}
      queryOptions={FRESH_RECORD}
      mutationMode="pessimistic"
      transform={changedShopFields}
      mutationOptions={{
        onSuccess: (shop) => {
          toast({ title: 'Shop updated', description: `${shop.name} was saved.` });
          redirect('list', 'shops');
        },
        onError: (error) => {
          setRefusal(errorMessage(error));
          toast({ title: 'Failed to update shop', description: errorMessage(error), variant: 'destructive' });
        },
      }}
    >
      <SimpleForm toolbar={<ShopEditToolbar />}>
        <ShopLogoSection />
        <TextInput source="name" label="Shop name" validate={v.name} />
        <TextInput source="email" label="Shop email" type="email" validate={v.email} />
        <TextInput source="phone" label="Shop phone" type="tel" validate={v.phone} />
        <TextInput source="address" label="Address" validate={v.address} />
        <TextInput source="gstNumber" label="GST number" parse={upperCase} validate={v.gstNumber} />
        <ShopPinInput />
        <BooleanInput source="isActive" label="Active" />
        <CommissionRateEditor />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Delivery
        </Typography>
        <DeliveryInputs />
        <OpeningHoursInput />
        <HolidaysInput />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          UPI payments
        </Typography>
        <UpiInputs />
        <FormRefusal message={refusal} />
      </SimpleForm>
    </Edit>
  );
}
