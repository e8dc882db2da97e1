import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Grid, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Create, Form, PasswordInput, SaveButton, TextInput, useRedirect } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ShopPinInput } from '../../backoffice/shop-location/ShopPinInput';
import { UpiInputs } from '../../backoffice/shop-payments/UpiInputs';
import { DeliveryInputs } from '../../backoffice/shop-hours/DeliveryInputs';
import { FormRefusal } from '../../backoffice/shop-hours/FormRefusal';
import { HolidaysInput } from '../../backoffice/shop-hours/HolidaysInput';
import { OpeningHoursInput } from '../../backoffice/shop-hours/OpeningHoursInput';
import { useToast } from '../../components/toast/useToast';
import { shopValidation as v, upperCase, withoutEmptyFields, type Shop } from './shop-fields';

/** A field that takes half the row on wide screens and the whole row on phones. */
function HalfWidth({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, md: 6 }}>{children}</Grid>;
}

/** The fields of one party to the onboarding, under its name. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </>
  );
}

/**
 * Onboards a shop and its shopkeeper in one go (or links a shopkeeper who signed up without a shop),
 * at /admin/shops/create; back to the list, which shows the new shop, once it exists.
 */
export function ShopCreate() {
  const { toast } = useToast();
  const redirect = useRedirect();
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <Create<Shop>
      title="Onboard a shop"
      transform={withoutEmptyFields}
      mutationOptions={{
        onSuccess: (shop) => {
          toast({
            title: 'Shop onboarded',
            description: `${shop.name} is live; ${shop.shopkeeperUsername} can sign in.`,
          });
          redirect('list', 'shops');
        },
        onError: (error) => {
          setRefusal(errorMessage(error));
          toast({ title: 'Failed to onboard shop', description: errorMessage(error), variant: 'destructive' });
        },
      }}
    >
      <Box component="section" aria-labelledby="onboard-shop-heading" sx={{ p: 2 }}>
        <Typography id="onboard-shop-heading" variant="h6" component="h2">
          Onboard a shop
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Creates the shop and its shopkeeper&apos;s sign-in. A shopkeeper who already signed up without a shop is
          linked instead, keeping their own name, email and password.
        </Typography>
        <Form>
          <FieldGroup title="Shop">
            <HalfWidth>
              <TextInput source="name" label="Shop name" validate={v.name} />
            </HalfWidth>
            <HalfWidth>
              <TextInput source="email" label="Shop email" type="email" validate={v.email} />
            </HalfWidth>
            <HalfWidth>
              <TextInput source="phone" label="Shop phone" type="tel" validate={v.phone} />
            </HalfWidth>
            <HalfWidth>
              <TextInput source="gstNumber" label="GST number" parse={upperCase} validate={v.gstNumber} />
            </HalfWidth>
            <Grid size={12}>
              <TextInput source="address" label="Address" validate={v.address} />
            </Grid>
            <Grid size={12}>
              <ShopPinInput />
            </Grid>
          </FieldGroup>
          <FieldGroup title="Delivery">
            <Grid size={12}>
              <DeliveryInputs isNew />
            </Grid>
          </FieldGroup>
          <FieldGroup title="UPI payments (optional)">
            <Grid size={12}>
              <UpiInputs />
            </Grid>
          </FieldGroup>
          <Accordion variant="outlined" disableGutters sx={{ mb: 2 }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="subtitle2" component="h3">
                Opening hours and holidays (optional)
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <OpeningHoursInput />
              <HolidaysInput />
            </AccordionDetails>
          </Accordion>
          <FieldGroup title="Shopkeeper">
            <HalfWidth>
              <TextInput source="shopkeeperName" label="Shopkeeper name" validate={v.shopkeeperName} />
            </HalfWidth>
            <HalfWidth>
              <TextInput source="shopkeeperUsername" label="Username" validate={v.shopkeeperUsername} />
            </HalfWidth>
            <HalfWidth>
              <TextInput source="shopkeeperEmail" label="Shopkeeper email" type="email" validate={v.shopkeeperEmail} />
            </HalfWidth>
            <HalfWidth>
              <TextInput
                source="shopkeeperPhone"
                label="Shopkeeper phone (optional)"
                type="tel"
                validate={v.shopkeeperPhone}
              />
            </HalfWidth>
            <HalfWidth>
              <PasswordInput source="shopkeeperPassword" label="Password" validate={v.shopkeeperPassword} />
            </HalfWidth>
          </FieldGroup>
          <FormRefusal message={refusal} />
          <SaveButton label="Onboard Shop" alwaysEnable />
        </Form>
      </Box>
    </Create>
  );
}
