/** The product list's filter for the counted products at or below their low-stock threshold (the server decides which). */
export const LOW_STOCK_FILTER = { lowStock: true };
