import type { TrendingProductInput } from '@common/contracts/trending';
import { toast } from '@/components/ui/toast-store';
import { failureToast } from '@/lib/error-feedback';
import {
  useCreateTrending,
  useDeleteTrending,
  useToggleTrending,
  useUpdateTrending,
} from '../api/admin-trending-api';

const success = (description: string) => toast({ variant: 'success', title: 'Success', description });
const failure = (fallback: string) => (error: unknown) =>
  toast(failureToast(error, { title: 'Error', fallback }));

/** The admin's four changes with their toasts. */
export function useProductActions() {
  const create = useCreateTrending();
  const update = useUpdateTrending();
  const remove = useDeleteTrending();
  const toggle = useToggleTrending();
  return {
    create,
    update,
    remove,
    toggle,
    save(editingId: number | null, input: TrendingProductInput, done: () => void) {
      if (editingId === null)
        create.mutate(input, {
          onSuccess: () => (success('Trending product created successfully'), done()),
          onError: failure('Failed to create trending product'),
        });
      else
        update.mutate(
          { id: editingId, input },
          {
            onSuccess: () => (success('Trending product updated successfully'), done()),
            onError: failure('Failed to update trending product'),
          },
        );
    },
    delete(id: number, done: () => void) {
      remove.mutate(id, {
        onSuccess: () => (success('Trending product deleted successfully'), done()),
        onError: failure('Failed to delete trending product'),
      });
    },
    setActive(id: number, isActive: boolean) {
      toggle.mutate(
        { id, isActive },
        {
          onSuccess: () => success('Product status updated successfully'),
          onError: failure('Failed to update product status'),
        },
      );
    },
  };
}
