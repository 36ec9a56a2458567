import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@/components/ui/spinner';
import { Guard, HomeRoute } from './guards';
import { PageMeta } from './page-meta';
import { protectedRoutes, publicRoutes } from './routes';

/** The signed-in frame loads with the first signed-in screen, keeping the landing page light. */
const SignedInLayout = lazy(() => import('./signed-in-layout'));
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));

export function AppRouter() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/">
          <PageMeta>
            <HomeRoute landing={<LandingPage />} />
          </PageMeta>
        </Route>
        {publicRoutes.map(({ path, title, description, screen: Screen }) => (
          <Route key={path} path={path}>
            <PageMeta title={title} description={description}>
              <Screen />
            </PageMeta>
          </Route>
        ))}
        {protectedRoutes.map(({ path, title, access, screen: Screen }) => (
          <Route key={path} path={path}>
            <PageMeta title={title}>
              <Guard access={access}>
                {(user) => (
                  <SignedInLayout user={user}>
                    <Suspense fallback={<PageLoader />}>
                      <Screen />
                    </Suspense>
                  </SignedInLayout>
                )}
              </Guard>
            </PageMeta>
          </Route>
        ))}
        <Route>
          <PageMeta title="Page not found">
            <NotFoundPage />
          </PageMeta>
        </Route>
      </Switch>
    </Suspense>
  );
}
