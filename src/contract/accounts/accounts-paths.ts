/** Where the account calls live under the wallet service's base (walletApiV1, or walletApiV2 for the anonymous sign-in). */
export const accountsPaths = {
  authenticateAnonymously: 'users/authenticate_anonymously',
  authenticate: 'users/authenticate',
  register: 'users',
  resendOtp: (userQueryId: string) => `users/${encodeURIComponent(userQueryId)}/resend_otp`,
  verifyOtp: (userQueryId: string) => `users/${encodeURIComponent(userQueryId)}/verify_mobile_otp`,
  updateUser: (userQueryId: string) => `users/${encodeURIComponent(userQueryId)}/update_user`,
  forgotPassword: 'users/forgot_password',
  resetPassword: 'users/reset_password',
  logout: 'users/logout',
  addresses: 'users/addresses',
  createAddress: 'users/create_address',
  updateAddress: 'users/update_address',
  deleteAddress: 'users/delete_address',
  selectAddress: 'users/select_address',
  vouchers: (userQueryId: string) => `users/${encodeURIComponent(userQueryId)}/vouchers`,
} as const;

/** The sandbox outbox, outside the API bases: a developer's page, not part of the wallet contract. */
export const outboxPath = '/dev/outbox';
