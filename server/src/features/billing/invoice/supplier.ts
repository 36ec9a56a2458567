import { gstinState } from '@common/gst/gstin';
import type { Env } from '../../../env.js';

export interface Supplier {
  name: string;
  address: string | null;
  gstin: string | null;
  /** A GST state name: the GSTIN's, else SUPPLIER_STATE. */
  state: string | null;
  /** SAC code of the service sold (INVOICE_SAC). */
  sac: string;
}

/** The supplier printed on invoices, from SUPPLIER_* (README configuration). */
export function supplierFromEnv(env: Env): Supplier {
  const gstin = env.SUPPLIER_GSTIN ?? null;
  return {
    name: env.SUPPLIER_LEGAL_NAME,
    address: env.SUPPLIER_ADDRESS ?? null,
    gstin,
    state: (gstin ? gstinState(gstin)?.name : undefined) ?? env.SUPPLIER_STATE ?? null,
    sac: env.INVOICE_SAC,
  };
}
