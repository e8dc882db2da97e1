// What the bench measures, each as one request that the API and the reference server both answer.
// `as` names who asks: every connection its own customer, the owner of `fixtures.order`, the
// shopkeeper of the shop with the most orders, or the admin. `summary` keeps what both answers
// must agree on; `resetCarts` empties the customers' carts before each server's turn.

/** The storefront's first page for a customer in Jaipur once it knows where they are: nearest first. */
export const DISCOVER_PATH =
  `/api/customer/shops?filter=${encodeURIComponent(JSON.stringify({ lat: 26.9124, lng: 75.7873 }))}` +
  `&sort=${encodeURIComponent(JSON.stringify(['distanceKm', 'ASC']))}&range=${encodeURIComponent('[0,11]')}`;

const page = (res, row) => ({ contentRange: res.headers.get('content-range'), rows: res.body.map(row) });
/**
 * A page of a list whose total the API estimates beyond a cap (PostgreSQL's planner) while the
 * bare server counts exactly: the same rows, and the range shown, but not the total.
 */
const estimatedPage = (res, row) => {
  const { contentRange, rows } = page(res, row);
  return { contentRange: contentRange.replace(/\/\d+$/, '/…'), rows };
};
const cart = ({ body }) => ({
  shopId: body.shopId,
  items: body.items.map((item) => [item.product.id, item.quantity, item.lineTotal, item.gstAmount]),
  amounts: [body.totalAmount, body.gstAmount, body.deliveryCharges, body.finalAmount],
});
const order = (o) => ({
  id: o.id,
  status: o.status,
  amounts: [o.totalAmount, o.gstAmount, o.deliveryCharges, o.finalAmount],
  items: o.orderItems.map((item) => [item.id, item.quantity, item.totalPrice, item.gstAmount]),
  timeline: o.timeline.map((change) => change.status),
  rating: o.review?.rating ?? null,
});

export const scenarios = (fixtures) => [
  {
    name: 'shop products',
    path: `/api/customer/shops/${fixtures.tenProductShop}/products`,
    as: 'customers',
    summary: (res) => page(res, (p) => [p.id, p.name, p.categoryName, p.discountedPrice, p.gstPercentage]),
  },
  {
    name: 'discover shops',
    path: DISCOVER_PATH,
    as: 'customers',
    summary: (res) => estimatedPage(res, (s) => [s.id, s.averageRating, s.reviewCount, s.distanceKm]),
  },
  { name: 'cart read', path: '/api/customer/cart', as: 'customers', summary: cart },
  {
    name: 'add to cart',
    method: 'POST',
    path: '/api/customer/cart/items',
    // One product after another of the big shop's, so that no quantity reaches the limit of 99.
    bodies: fixtures.addToCartProducts.map((productId) => ({ productId, quantity: 1, replace: true })),
    as: 'customers',
    resetCarts: true,
    summary: cart,
  },
  {
    name: "shopkeeper's orders",
    path: '/api/shopkeeper/orders?range=[0,24]',
    as: 'shopkeeper',
    summary: (res) => page(res, order),
  },
  {
    name: 'admin orders',
    path: '/api/admin/orders?range=[0,24]',
    as: 'admin',
    summary: (res) => estimatedPage(res, order),
  },
  {
    name: 'order detail',
    path: `/api/customer/orders/${fixtures.order}`,
    as: 'orderOwner',
    summary: (res) => order(res.body),
  },
];
