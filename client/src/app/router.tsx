import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@/components/ui/spinner';
import { Guard, HomeRoute } from './guards';
import { protectedRoutes } from './routes';

/** The signed-in frame loads with the first signed-in screen, keeping the landing page light. */
const RoleLayout = lazy(() => import('@/components/layout/role-layout'));
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
const accountPlaceholder = (title: string) =>
  lazy(async () => {
    const { placeholderScreen } = await import('@/features/placeholder/placeholder-page');
    const Screen = placeholderScreen(title, 'accounts');
    return { default: () => <div className="mx-auto max-w-md p-6"><Screen /></div> };
  });

/** Account screens anyone may open (spec 01 §2). */
const publicRoutes = [
  { path: '/login', screen: accountPlaceholder('Log in') },
  { path: '/signup', screen: accountPlaceholder('Create your account') },
  { path: '/forgot-password', screen: accountPlaceholder('Forgot password') },
  { path: '/reset-password', screen: accountPlaceholder('Reset password') },
  { path: '/verify-email', screen: accountPlaceholder('Verify email') },
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
                <RoleLayout user={user}>
                  <Suspense fallback={<PageLoader />}>
                    <Screen />
                  </Suspense>
                </RoleLayout>
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
