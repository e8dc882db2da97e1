import { Alert, Box, Divider, Paper, Rating, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { errorMessage } from '../../api/errors';
import { formatDate } from '../../format';
import { reviewCountLabel } from './ShopRating';
import { LATEST_REVIEWS, useShopReviews, type CustomerShop, type ShopReview } from './shops-api';

/** The shop's latest reviews, below its products. */
export function ShopReviews({ shop }: { shop: CustomerShop }) {
  const reviews = useShopReviews(shop.id);
  return (
    <Paper variant="outlined" component="section" aria-label="Reviews" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Reviews
      </Typography>
      {shop.reviewCount === 0 ? (
        <Typography color="text.secondary">No reviews yet.</Typography>
      ) : (
        <>
          {reviews.isError && <Alert severity="error">{errorMessage(reviews.error)}</Alert>}
          {reviews.data && (
            <Stack component="ul" aria-label="Latest reviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {reviews.data.map((review, index) => (
                <Fragment key={review.id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <ReviewItem review={review} />
                </Fragment>
              ))}
            </Stack>
          )}
          {shop.reviewCount > LATEST_REVIEWS && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The latest {LATEST_REVIEWS} of {reviewCountLabel(shop.reviewCount)}.
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}

function ReviewItem({ review }: { review: ShopReview }) {
  return (
    <Box component="li" data-testid="shop-review" sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} readOnly size="small" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {review.customerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
      </Stack>
      {review.comment && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      )}
    </Box>
  );
}
