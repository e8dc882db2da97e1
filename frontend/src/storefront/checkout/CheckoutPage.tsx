import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, errorStatus } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useUser } from '../../api/session';
import { useToast } from '../../components/toast/useToast';
import { formatRupees, shortOrderId } from '../../format';
import { useCart, type Cart } from '../../api/cart';
import { defaultAddressOf, useAddresses } from '../addresses/addresses-api';
import { CartSummary } from '../cart/CartSummary';
import { DeliveryOutlook } from '../cart/DeliveryOutlook';
import { phoneError } from '../../forms/validation';
import { AddressChoice } from './AddressChoice';
import { ContactPhone } from './ContactPhone';
import {
  CASH_ON_DELIVERY,
  changedTotalsOf,
  newIdempotencyKey,
  useCartQuote,
  usePlaceOrder,
  type CheckoutPayment,
} from './checkout-api';
import { useKhataOffer } from '../khatas/khata-offer';
import { PaymentChoice } from './PaymentChoice';
import { SubstitutionChoice } from './SubstitutionChoice';
import type { SubstitutionPreference } from '../../components/orders/substitution-preferences';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /customer/checkout: address, cash on delivery, UPI or the khata, the server's quote, and Place Order. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const addresses = useAddresses();
  const cart = useCart();
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const addressId = chosenAddressId ?? defaultAddressOf(addresses.data)?.id ?? null;
  const quote = useCartQuote(addressId);
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const navigate = useNavigate();
  const user = useUser();
  // Asked while the profile has none; kept asked once typed, even after the profile gets it.
  const [phone, setPhone] = useState('');
  const [phoneTried, setPhoneTried] = useState(false);
  const asksPhone = user?.phone === null || phone !== '';
  const [preference, setPreference] = useState<SubstitutionPreference>('call-me');
  const [chosenPayment, setChosenPayment] = useState<CheckoutPayment>(CASH_ON_DELIVERY);
  const phoneProblem = asksPhone ? (phone.trim() ? phoneError(phone) : 'Phone number is required') : undefined;
  // One key per attempt: a double click resends it, so the server answers the first order.
  const attemptKey = useRef<string | null>(null);

  const priced: Cart | undefined = quote.data ?? cart.data;
  const items = priced?.items ?? [];
  // For the chosen address: closed, out of its area or below the minimum, as the server would refuse it.
  const blockedBy = priced?.checkoutBlockedBy ?? null;
  const address = addresses.data?.find(({ id }) => id === addressId);
  const khata = useKhataOffer(priced?.shopId ?? null, priced?.finalAmount);
  const paymentMethods = priced?.paymentMethods ?? [];
  const payable = khata && !khata.refusal ? [...paymentMethods, 'khata'] : paymentMethods;
  // UPI chosen, then the shop dropped its UPI ID (or the khata, its room): cash, as the page now shows.
  const payment = payable.includes(chosenPayment.method) ? chosenPayment : CASH_ON_DELIVERY;

  const chooseAddress = (id: string) => {
    attemptKey.current = null;
    setChosenAddressId(id);
  };

  const submit = () => {
    if (!addressId) {
      toast({ title: 'No Address Selected', description: 'Please select a delivery address.', variant: 'destructive' });
      return;
    }
    if (!priced || items.length === 0) {
      toast({
        title: 'Cart Empty',
        description: 'Your cart is empty. Please add items to place an order.',
        variant: 'destructive',
      });
      return;
    }
    if (phoneProblem) {
      setPhoneTried(true);
      toast({
        title: 'Phone Needed',
        description: 'Please enter a phone number for the shop.',
        variant: 'destructive',
      });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    placeOrder.mutate(
      {
        customerAddressId: addressId,
        totals: priced,
        idempotencyKey: attemptKey.current,
        phone: asksPhone ? phone.trim() : undefined,
        substitutionPreference: preference,
        payment,
      },
      {
        onSuccess: (order) => {
          toast({
            title: 'Order Placed!',
            description: `Your order #${shortOrderId(order.id)} has been placed successfully.`,
          });
          navigate(`/customer/orders/${order.id}`);
        },
        onError: (error) => {
          attemptKey.current = null;
          const totals = changedTotalsOf(error);
          if (totals && quote.data) {
            queryClient.setQueryData<Cart>(queryKeys.cartQuote(addressId), { ...quote.data, ...totals });
            void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
            toast({
              title: 'Prices changed',
              description: `Your order total is now ${formatRupees(totals.finalAmount)}. Please check it and place the order again.`,
              variant: 'destructive',
            });
            return;
          }
          toast({ title: 'Error placing order', description: errorMessage(error), variant: 'destructive' });
          // Refused for the cart or khata as they are now (a shop that closed, now takes cash only, or
          // froze the khata): read them again.
          if (errorStatus(error) === 409) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
            void queryClient.invalidateQueries({ queryKey: queryKeys.customerKhatas });
          }
        },
      },
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to="/cart" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Cart
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Checkout
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <AddressChoice addresses={addresses} selectedId={addressId} onSelect={chooseAddress} />
          {asksPhone && (
            <ContactPhone
              value={phone}
              onChange={(value) => {
                attemptKey.current = null;
                setPhone(value);
              }}
              error={phoneTried ? phoneProblem : undefined}
            />
          )}
          <PaymentChoice
            offered={paymentMethods}
            shopName={priced?.shop?.name}
            khata={khata}
            value={payment}
            onChange={(value) => {
              attemptKey.current = null;
              setChosenPayment(value);
            }}
          />
          <SubstitutionChoice
            value={preference}
            onChange={(value) => {
              attemptKey.current = null;
              setPreference(value);
            }}
          />
        </Stack>
        <Stack spacing={2}>
          {cart.isError && <Alert severity="error">Failed to load cart</Alert>}
          {quote.isError && <Alert severity="error">{errorMessage(quote.error)}</Alert>}
          {blockedBy && (
            <Alert severity="warning" data-testid="checkout-blocked">
              <AlertTitle>This order cannot be placed</AlertTitle>
              {blockedBy}
            </Alert>
          )}
          {priced && (
            <CartSummary
              amounts={priced}
              note={priced.shop ? `From ${priced.shop.name}` : undefined}
              items={<OrderLines items={items} />}
            >
              <DeliveryOutlook priced={priced} address={address} />
              <Button
                variant="contained"
                size="large"
                fullWidth
                onClick={submit}
                disabled={placeOrder.isPending || quote.isFetching || blockedBy !== null}
                sx={{ mt: 2.5 }}
              >
                {placeOrder.isPending ? 'Placing Order...' : 'Place Order'}
              </Button>
            </CartSummary>
          )}
        </Stack>
      </Box>
    </Container>
  );
}

function OrderLines({ items }: { items: Cart['items'] }) {
  if (items.length === 0) return <Typography color="text.secondary">Your cart is empty</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label="Items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack key={item.id} component="li" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.product.name} × {item.quantity}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {formatRupees(item.lineTotal)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
