import { z } from 'zod';
import { authErrorCodes } from './auth';
import { billingErrorCodes } from './billing';
import { invoiceCorrectionCodes } from './billing-details';
import { errorCodes } from './errors';
import { toolDisabled } from './tools';

type Values<T> = T[keyof T];
/** Every `code` the API can answer with. */
export type ErrorCode =
  | Values<typeof errorCodes>
  | Values<typeof authErrorCodes>
  | Values<typeof billingErrorCodes>
  | Values<typeof invoiceCorrectionCodes>
  | typeof toolDisabled.code;

/**
 * What each error code means, for the API document (`code` of every error answer). A test collects the codes
 * the server's source can send and compares them with this list, so a new code cannot go undocumented.
 */
export const errorCatalogue: Record<ErrorCode, string> = {
  [errorCodes.badRequest]:
    'The request cannot be read: not JSON, a header that does not match, or a rule of the endpoint',
  [errorCodes.validation]: 'A field is not valid: `fields` has the messages of each field',
  [errorCodes.unauthorized]: 'Not signed in, or the session has ended: sign in again',
  [errorCodes.forbidden]: 'Signed in, but not allowed (an administrator is required)',
  [errorCodes.notFound]: 'No such resource, or it is not yours',
  [errorCodes.methodNotAllowed]:
    'The path exists, but not with this method: the Allow header lists the methods it takes',
  [errorCodes.conflict]: 'Conflicts with the current state (e.g. the e-mail is already registered)',
  [errorCodes.payloadTooLarge]: 'The request body or the uploaded file is larger than the limit in `message`',
  [errorCodes.rateLimited]:
    'Too many requests, or a quota is used up: try again after `retryAfter` seconds (also the Retry-After header); a quota refusal also has `reason`, `plan`, `usage` and `limits`',
  [errorCodes.paymentRequired]: 'The trial or plan has expired (`reason`): choose a plan to go on',
  [errorCodes.internal]: 'Something went wrong on our side; no internals are shown',
  [errorCodes.unavailable]: 'The database is not answering; try again shortly',
  [errorCodes.aiProviderFailed]: 'The AI service failed; the call was not counted against the quota',
  [errorCodes.listingFileInvalid]:
    'The listing file cannot be made from these listings: `message` says which field',
  [errorCodes.keywordReportUnknown]: 'The uploaded file is not a search-term report Vikreta reads',
  [errorCodes.settlementFileUnknown]: 'The uploaded file is not a settlement or order report Vikreta reads',
  [authErrorCodes.invalidCredentials]: 'Wrong e-mail or password',
  [authErrorCodes.emailNotVerified]: 'The e-mail address is not verified yet: follow the link in the mail',
  [authErrorCodes.accountSuspended]: 'The account is suspended by an administrator',
  [authErrorCodes.invalidToken]: 'The link or token is invalid or has expired',
  [authErrorCodes.invalidPassword]: 'The current password is wrong',
  [billingErrorCodes.verificationFailed]:
    'The payment could not be verified with the gateway; nothing was activated',
  [billingErrorCodes.paymentFailed]: 'The gateway reports the payment failed',
  [billingErrorCodes.paymentPending]: 'The payment is not captured yet: the plan starts once it is',
  [billingErrorCodes.invalidSignature]: 'The webhook or payment signature does not match',
  [billingErrorCodes.gatewayError]: 'The payment gateway did not answer; no money was taken',
  [billingErrorCodes.paidTwice]: 'This order is already paid',
  [billingErrorCodes.creditExceedsPrice]: 'The credit from the current plan is more than the new plan costs',
  [billingErrorCodes.creditAlreadyUsed]:
    'The credit from the current plan was already used for another order',
  [invoiceCorrectionCodes.periodOver]:
    'An invoice can be corrected only until 30 November after its financial year: `message` says until when',
  [invoiceCorrectionCodes.nothingToCorrect]: 'The billing details sent are the ones the invoice already has',
  [toolDisabled.code]: 'The tool is disabled by an administrator; nothing was counted',
};

export const errorCodeList = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];

/** The `code` of an error answer, as the API document lists it: each code with what it means. */
export const errorCodeSchema = z.enum(errorCodeList).describe(
  `What went wrong, one of:\n${Object.entries(errorCatalogue)
    .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
    .join('\n')}`,
);
