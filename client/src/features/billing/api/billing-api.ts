import type { BillingDetails, InvoiceCorrectionResponse } from '@common/contracts/billing-details';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { paymentHistoryPageSize } from '@common/constants/product';
import type {
  BillingDocument,
  BillingHistoryResponse,
  CreateOrderResponse,
  PaymentHistoryResponse,
  SandboxPayResponse,
  UpgradeCredits,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@common/contracts/billing';
import type { PublicPlan } from '@common/contracts/plans';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { historyKeys } from '@/features/history';
import { userPlanQuery } from '@/features/plans';

/** The billing feature's query keys: every billing query starts with `billingKeys.all`. */
export const billingKeys = {
  all: ['billing'] as const,
  payments: ['billing', 'payments'] as const,
};

/** GET /api/billing/plans: the plans a seller can buy (no Free Trial), by sort order. */
export const billingPlansQuery = queryOptions({
  queryKey: [...billingKeys.all, 'plans'],
  queryFn: ({ signal }) => api.get<PublicPlan[]>('/api/billing/plans', { signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});
export const useBillingPlans = () => useQuery(billingPlansQuery);

/** GET /api/billing/credits: each plan's credit for the running paid plan's unused days, before paying. */
export const useUpgradeCredits = () =>
  useQuery({
    queryKey: [...billingKeys.all, 'credits'],
    queryFn: ({ signal }) => api.get<UpgradeCredits>('/api/billing/credits', { signal }),
    staleTime: 60_000,
  });

/** GET /api/billing/history: subscriptions and the count of completed payments (Quick Stats). */
export const billingHistoryQuery = queryOptions({
  queryKey: [...billingKeys.all, 'history'],
  queryFn: ({ signal }) => api.get<BillingHistoryResponse>('/api/billing/history', { signal }),
});
export const useBillingHistory = () => useQuery(billingHistoryQuery);

/** GET /api/payments/history?page=&limit=10, newest first. */
export const usePaymentHistory = (page: number) =>
  useQuery({
    queryKey: [...billingKeys.payments, page],
    queryFn: ({ signal }) =>
      api.get<PaymentHistoryResponse>(`/api/payments/history?page=${page}&limit=${paymentHistoryPageSize}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The order, with the GST details the invoice will print (left out: the server takes the profile's), under the
 * checkout's Idempotency-Key: a request retried after a lost answer gets the same order, not a second one.
 */
export const createOrder = (planId: string, billing: BillingDetails | undefined, idempotencyKey: string) =>
  api.post<CreateOrderResponse>('/api/payments/create-order', billing ? { planId, billing } : { planId }, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The sandbox gateway's "customer pays" (or fails), as the signed-in owner of the order. */
export const sandboxPay = (orderId: string, outcome: 'success' | 'failure') =>
  api.post<SandboxPayResponse>('/api/payments/sandbox/pay', { orderId, outcome });

export const verifyPayment = (fields: VerifyPaymentRequest) =>
  api.post<VerifyPaymentResponse>('/api/payments/verify', { ...fields });

/**
 * After a payment: the plan (badge, usage card, sidebar usage, dashboard, the tools' limit check) and the
 * billing screens read again, without a reload.
 */
export const refreshAfterPayment = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userPlanQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  ]);

/** Saves a PDF answer of the API under `fileName`. */
async function downloadPdf(path: string, fileName: string): Promise<void> {
  saveFile(fileName, await api.blob(path));
}

export const downloadInvoice = (paymentId: string) =>
  downloadPdf(`/api/payments/${encodeURIComponent(paymentId)}/invoice`, `invoice-${paymentId}.pdf`);

/** An invoice (also a cancelled one) or a credit note, saved as VK-2026-27-000002.pdf. */
export const downloadDocument = (document: BillingDocument) =>
  downloadPdf(
    `/api/${document.kind === 'invoice' ? 'invoices' : 'credit-notes'}/${encodeURIComponent(document.id)}`,
    `${document.number.replaceAll('/', '-')}.pdf`,
  );

export const requestInvoiceCorrection = (paymentId: string, details: BillingDetails) =>
  api.post<InvoiceCorrectionResponse>(`/api/payments/${encodeURIComponent(paymentId)}/invoice-correction`, {
    ...details,
  });
