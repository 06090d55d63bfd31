/** Every query key of Place Order (decision 297): queries and invalidations use these, never literals. */
export const orderKeys = {
  placeOrderFormData: (clientId: string) => ['place-order-form-data', clientId] as const,
};
