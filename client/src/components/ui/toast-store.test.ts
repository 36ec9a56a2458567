import { describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast-store';

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the previous', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const items = toastStore.snapshot();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('dismissing closes it, removing drops it', () => {
    const { id, dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(toastStore.snapshot()[0]).toMatchObject({ id, open: false });
    toastStore.remove(id);
    expect(toastStore.snapshot()).toHaveLength(0);
  });
});
