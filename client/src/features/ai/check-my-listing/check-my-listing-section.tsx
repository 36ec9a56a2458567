import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

// The guard and its rule data load only when a seller opens the checker.
const CheckMyListing = lazy(() => import('./check-my-listing'));

/** Below Product Optimization: check a listing the seller already has, free (no AI call, no quota). */
export function CheckMyListingSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="h-5 w-5 text-brand-600" aria-hidden /> Check my listing
        </CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">
          Paste a listing you already have: the same checks as our AI answers (claims, contact details, title
          limits, facts buyers look for), with character and byte counts. Free: it uses no AI call.
        </p>
        {open ? (
          <Suspense fallback={<Spinner className="h-6 w-6 text-brand-600" />}>
            <CheckMyListing />
          </Suspense>
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Check a listing I already have
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
