/** Business constants of the product: trial length, usage limits and warnings, password lengths, timings. */
export const trialDays = 14;
export const fallbackTrialLimit = 3;
export const fallbackDailyLimit = 20;
export const usageWarningThreshold = 0.8;
export const usagePollingMs = 30_000;
export const recentHistoryPageSize = 5;
export const minPasswordLength = 8;
export const maxPasswordLength = 128;
export const postLoginRedirectMs = 1000;
export const loggedOutRedirectMs = 500;
export const toastLimit = 1;
export const toastDurationMs = 5000;
export const copyFeedbackMs = 2000;
export const paymentHistoryPageSize = 10;
export const marketingFigures = [
  { value: '5,000+', label: 'Active sellers' },
  { value: '200%', label: 'Average visibility increase' },
  { value: '15M+', label: 'Keywords analysed' },
  { value: '24/7', label: 'Support' },
] as const;
