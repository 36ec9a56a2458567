import { Construction } from 'lucide-react';
import { Card, CardBody } from '@/components/ui/card';

/** Stands in for a screen whose issue has not landed yet, and says so plainly. */
export function placeholderScreen(title: string, area: string) {
  return function PlaceholderPage() {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <Card>
          <CardBody className="flex items-center gap-3 text-slate-600">
            <Construction className="h-6 w-6 text-accent-500" aria-hidden />
            <p>
              Placeholder: this screen arrives with the {area} work. The route and its access rules are
              already in place.
            </p>
          </CardBody>
        </Card>
      </div>
    );
  };
}
