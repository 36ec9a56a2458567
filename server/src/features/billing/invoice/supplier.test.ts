import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env.js';
import { supplierFromEnv } from './supplier.js';

describe('the supplier on invoices (SUPPLIER_*)', () => {
  it('takes its state from the GSTIN, or from SUPPLIER_STATE without one', () => {
    expect(
      supplierFromEnv(
        parseEnv({ SUPPLIER_LEGAL_NAME: 'Vikreta Pvt Ltd', SUPPLIER_GSTIN: '29aagcb7383j1z4' }),
      ),
    ).toEqual({
      name: 'Vikreta Pvt Ltd',
      address: null,
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
      sac: '998314',
    });
    expect(supplierFromEnv(parseEnv({ SUPPLIER_STATE: 'Goa' }))).toMatchObject({ gstin: null, state: 'Goa' });
    expect(supplierFromEnv(parseEnv({}))).toEqual({
      name: 'Vikreta',
      address: null,
      gstin: null,
      state: null,
      sac: '998314',
    });
  });

  it('stops the server on a GSTIN with a typo, an unknown state, or a state the GSTIN contradicts', () => {
    expect(() => parseEnv({ SUPPLIER_GSTIN: '29AAGCB7383J1Z5' })).toThrow(
      /SUPPLIER_GSTIN: This GSTIN has a typo/,
    );
    expect(() => parseEnv({ SUPPLIER_STATE: 'Bengaluru' })).toThrow(/SUPPLIER_STATE/);
    expect(() => parseEnv({ SUPPLIER_GSTIN: '29AAGCB7383J1Z4', SUPPLIER_STATE: 'Kerala' })).toThrow(
      /SUPPLIER_STATE: SUPPLIER_GSTIN is registered in Karnataka/,
    );
  });
});
