import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateBase, Form, NumberInput, PasswordInput, SaveButton, TextInput, useRefresh } from 'react-admin';
import { useToast } from '../../components/toast/useToast';
import { serverMessage } from '../../backoffice/server-message';
import { shopValidation as v, upperCase, withoutEmptyFields, type Shop } from './shop-fields';

/**
 * Onboards a shop and its shopkeeper in one go (or links a shopkeeper who signed up without a shop).
 * It sits above the shop list, which refreshes once the shop exists.
 */
export function ShopOnboardingForm() {
  const { toast } = useToast();
  const refresh = useRefresh();
  // A new key gives an empty form after each shop.
  const [formKey, setFormKey] = useState(0);

  return (
    <Card component="section" aria-labelledby="onboard-shop-heading" sx={{ mt: 2, mb: 3 }}>
      <CardContent>
        <Typography id="onboard-shop-heading" variant="h6" component="h2">
          Onboard a shop
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Creates the shop and its shopkeeper&apos;s sign-in. A shopkeeper who already signed up without a shop is
          linked instead, keeping their own name, email and password.
        </Typography>
        <CreateBase<Shop>
          key={formKey}
          resource="shops"
          redirect={false}
          transform={withoutEmptyFields}
          mutationOptions={{
            onSuccess: (shop) => {
              toast({
                title: 'Shop onboarded',
                description: `${shop.name} is live; ${shop.shopkeeperUsername} can sign in.`,
              });
              setFormKey((key) => key + 1);
              refresh();
            },
            onError: (error) =>
              toast({ title: 'Failed to onboard shop', description: serverMessage(error), variant: 'destructive' }),
          }}
        >
          <Form>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Shop
            </Typography>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="name" label="Shop name" validate={v.name} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="email" label="Shop email" type="email" validate={v.email} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="phone" label="Shop phone" type="tel" validate={v.phone} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="gstNumber" label="GST number" parse={upperCase} validate={v.gstNumber} />
              </Grid>
              <Grid size={12}>
                <TextInput source="address" label="Address" validate={v.address} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <NumberInput source="latitude" label="Latitude (optional)" step={0.000001} validate={v.latitude} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <NumberInput source="longitude" label="Longitude (optional)" step={0.000001} validate={v.longitude} />
              </Grid>
            </Grid>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Shopkeeper
            </Typography>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="shopkeeperName" label="Shopkeeper name" validate={v.shopkeeperName} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput source="shopkeeperUsername" label="Username" validate={v.shopkeeperUsername} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput
                  source="shopkeeperEmail"
                  label="Shopkeeper email"
                  type="email"
                  validate={v.shopkeeperEmail}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput
                  source="shopkeeperPhone"
                  label="Shopkeeper phone (optional)"
                  type="tel"
                  validate={v.shopkeeperPhone}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <PasswordInput source="shopkeeperPassword" label="Password" validate={v.shopkeeperPassword} />
              </Grid>
            </Grid>
            <SaveButton label="Onboard Shop" alwaysEnable />
          </Form>
        </CreateBase>
      </CardContent>
    </Card>
  );
}
