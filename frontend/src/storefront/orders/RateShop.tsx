import { Alert, Box, Button, Paper, Rating, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { NoteField } from '../../components/NoteField';
import { formatDate } from '../../format';
import { useReviewOrder, type Order } from './orders-api';

const COMMENT_MAX = 500;

/** 'Rate this shop' once the order arrived, then 'Your rating' with what the customer said. */
export function RateShop({ order }: { order: Order }) {
  if (order.review) return <YourRating review={order.review} />;
  if (!order.rateable) return null;
  return <RateShopForm order={order} />;
}

function YourRating({ review }: { review: NonNullable<Order['review']> }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Your rating" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Your rating
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={review.rating} readOnly />
        <Typography variant="body2" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
      </Stack>
      {review.comment && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
    </Paper>
  );
}

function RateShopForm({ order }: { order: Order }) {
  const review = useReviewOrder(order.id);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    const text = comment.trim();
    review.mutate(text ? { rating, comment: text } : { rating });
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Rate this shop"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2">
        Rate this shop
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        How was your order from {order.shop.name}?
      </Typography>
      <Box role="group" aria-label={`Stars for ${order.shop.name}, 1 to 5`}>
        <Rating
          name="shop-rating"
          size="large"
          value={rating}
          onChange={(_event, value) => {
            setRating(value);
            setMissingRating(false);
          }}
        />
      </Box>
      {missingRating && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Choose from 1 to 5 stars.
        </Alert>
      )}
      <NoteField
        label="Comment (optional)"
        value={comment}
        onChange={setComment}
        maxLength={COMMENT_MAX}
        helperText={`${comment.length}/${COMMENT_MAX}`}
        sx={{ mt: 2 }}
      />
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={review.isPending}>
          {review.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </Box>
    </Paper>
  );
}
