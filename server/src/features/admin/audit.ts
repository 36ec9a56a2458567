import type { AuditFields } from './audit.repo.js';

/** Keys never written to the audit trail, whatever a caller passes. */
const secret = /password|token|secret/i;

const withoutSecrets = (fields: AuditFields): AuditFields =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !secret.test(key)));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two views of a target: {before, after}, or null when nothing changed. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const keys = Object.keys(after).filter((key) => !secret.test(key) && !same(before[key], after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** A created or removed target's fields as the audit trail keeps them. */
export const auditView = (fields: AuditFields): AuditFields => withoutSecrets(fields);
