import type { ReactNode } from 'react';
import { toastDurationMs, toastLimit } from '@common/constants/product';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning' | 'info';
export interface ToastInput {
  title?: string;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** At most one toast; a new one replaces the previous; auto-dismissed after 5000 ms. */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => items,
  dismiss(id: number) {
    items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
    emit();
  },
  remove(id: number) {
    items = items.filter((t) => t.id !== id);
    emit();
  },
};

export const toastDuration = toastDurationMs;

export function toast(input: ToastInput) {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, toastLimit);
  emit();
  return { id, dismiss: () => toastStore.dismiss(id) };
}
