/** Business constants (limits the product promises) shared by the api, worker and web. */
export const LIMITS = {
  pdfMaxBytes: 2_097_152,
  filesPerUpload: 10,
  recentStatementsDefault: 10,
  recentStatementsMax: 50,
  dashboardRecentTransactions: 5,
  rateLimitBlockSeconds: 60,
  authInitTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  verificationPollMs: 3_000,
  resendConfirmationMs: 5_000,
  loginBannerMs: 5_000,
  validationFlashMs: 3_000,
  profileSavedMs: 3_000,
  announcerClearMs: 3_000,
  mobileBreakpointPx: 768,
  defaultCurrency: 'SGD',
} as const;
