import { Link } from 'wouter';
import { Brand } from '@/components/layout/brand';
import { PolicyLinks } from '@/components/layout/policy-links';
import { allMarketplaces } from '../marketplaces';

const linkClass = 'text-sm text-slate-600 hover:text-slate-900';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Brand />
          <p className="mt-3 text-sm text-slate-600">
            AI keyword research, product research and listing optimization for people who sell on Indian
            marketplaces.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-slate-900">Product</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href="#pricing" className={linkClass}>
                Pricing
              </a>
            </li>
            <li>
              <a href="#faq" className={linkClass}>
                FAQ
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Account">
          <h2 className="text-sm font-semibold text-slate-900">Account</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link href="/login" className={linkClass}>
                Log in
              </Link>
            </li>
            <li>
              <Link href="/signup" className={linkClass}>
                Create an account
              </Link>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold text-slate-900">Marketplaces</h2>
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{allMarketplaces.join(' · ')}</p>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <PolicyLinks className="mx-auto max-w-6xl px-4 pt-6 sm:px-6" />
        {/* The page is prerendered at build time: a build of last year hydrates without a mismatch. */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-500 sm:px-6">
          © {new Date().getFullYear()} Vikreta. Marketplace names belong to their owners; Vikreta is not
          affiliated with them.
        </p>
      </div>
    </footer>
  );
}
