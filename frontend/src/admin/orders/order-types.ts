import type { components } from '../../api/schema';

/** An order as GET /api/admin/orders/{id} answers it (the list rows carry the same shape). */
export type Order = components['schemas']['OrderResponse'];
