/** The failure message of each call of the client (spec §7, §8). */
export const API_FAILURE_MESSAGES = {
  clientInfo: 'Failed to fetch client info',
  paymentRequest: 'Failed to fetch payment request',
  stripeIntent: 'Failed to fetch payment intent',
  cardSession: 'Failed to fetch adyen session',
  payByBank: 'Failed to initiate payment',
  invoiceDownload: 'Failed to download invoice PDF',
  statusUpdate: 'Failed to update payment request status',
  linkToken: 'Failed to fetch link token',
  institutionLogo: 'Failed to fetch institution logo',
  /** (chosen) The sandbox bank link's sign-in; the server's message wins (a wrong sign-in). */
  sandboxPublicToken: 'Failed to link the bank account',
} as const;
