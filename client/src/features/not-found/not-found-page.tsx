import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <Compass className="h-12 w-12 text-brand-600" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="max-w-md text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClass()}>
        Go to the home page
      </Link>
    </main>
  );
}
