import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@/components/ui/spinner';
import { Guard, HomeRoute } from './guards';
import { protectedRoutes } from './routes';

/** The signed-in frame loads with the first signed-in screen, keeping the landing page light. */
const SignedInLayout = lazy(() => import('./signed-in-layout'));
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
/** Account screens anyone may open (spec 01 §2). */
const publicRoutes = [
  { path: '/login', screen: lazy(() => import('@/features/auth/login-page')) },
  { path: '/signup', screen: lazy(() => import('@/features/auth/signup-page')) },
  { path: '/forgot-password', screen: lazy(() => import('@/features/auth/forgot-password-page')) },
  { path: '/reset-password', screen: lazy(() => import('@/features/auth/reset-password-page')) },
  { path: '/verify-email', screen: lazy(() => import('@/features/auth/verify-email-page')) },
];

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/">
          <HomeRoute landing={<LandingPage />} />
        </Route>
        {publicRoutes.map(({ path, screen: Screen }) => (
          <Route key={path} path={path}>
            <Screen />
          </Route>
        ))}
        {protectedRoutes.map(({ path, access, screen: Screen }) => (
          <Route key={path} path={path}>
            <Guard access={access}>
              {(user) => (
                <SignedInLayout user={user}>
                  <Suspense fallback={<PageLoader />}>
                    <Screen />
                  </Suspense>
                </SignedInLayout>
              )}
            </Guard>
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
