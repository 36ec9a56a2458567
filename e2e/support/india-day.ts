/** 'YYYY-MM-DD' in India, `days` from today: what the history's date filters take. */
export const indianDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + days * 86_400_000);
