/** The account screens' routes, and where logging out lands. */
export const accountPaths = {
  signUp: '/signup/user',
  forgotPin: '/forgot-pin',
  afterLogout: '/home',
} as const;
