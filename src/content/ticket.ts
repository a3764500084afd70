/** SPEC section 9: every concert is offered at 15 EUR (the agenda's price and the structured data's offer). */
export const TICKET_PRICE = { amount: 15, currency: 'EUR' } as const;
