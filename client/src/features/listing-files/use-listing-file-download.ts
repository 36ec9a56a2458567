import { useState } from 'react';
import type { ListingFileMarketplace } from '@common/contracts/listing-file';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-feedback';
import { saveFile } from '@/lib/save-file';
import { marketplace as marketplaceEntry } from '@common/marketplaces/registry';

/** Fetches a listing file and saves it, saying so in a toast either way; `busy` while it is on its way. */
export function useListingFileDownload() {
  const [busy, setBusy] = useState(false);
  const download = async (
    marketplace: ListingFileMarketplace,
    fileName: string,
    file: () => Promise<Blob>,
  ) => {
    setBusy(true);
    try {
      saveFile(fileName, await file());
      toast({ variant: 'success', title: `${marketplaceEntry(marketplace).name} listing file downloaded` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The listing file was not written',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
