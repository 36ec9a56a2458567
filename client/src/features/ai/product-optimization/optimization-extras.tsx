import { FileSpreadsheet } from 'lucide-react';
import { Suspense } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { BulkListingsSection } from '@/features/listing-files';
import { CheckMyListingSection } from '../check-my-listing/check-my-listing-section';

/** Below Product Optimization: check a listing the seller already has, and optimize many products at once. */
export function OptimizationExtras() {
  return (
    <>
      <CheckMyListingSection />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileSpreadsheet className="h-5 w-5 text-brand-600" aria-hidden /> Optimize many products at once
          </CardTitle>
        </CardHeader>
        <CardBody>
          <Suspense fallback={<Spinner className="h-6 w-6 text-brand-600" />}>
            <BulkListingsSection />
          </Suspense>
        </CardBody>
      </Card>
    </>
  );
}
