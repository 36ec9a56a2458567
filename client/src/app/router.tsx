import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '@/components/ui/spinner';
import { Guard, HomeRoute } from './guards';
import { lazyScreen } from './lazy-screen';
import { PageMeta } from './page-meta';
import { ScreenBoundary } from './screen-boundary';
import { protectedRoutes, publicRoutes } from './routes';

/** The signed-in frame loads with the first signed-in screen, keeping the landing page light. */
const SignedInLayout = lazyScreen(
  () => import('./signed-in-layout'),
) as typeof import('./signed-in-layout').default;
const LandingPage = lazyScreen(() => import('@/features/landing/landing-page'));
const NotFoundPage = lazyScreen(() => import('@/features/not-found/not-found-page'));

export function AppRouter() {
  // A failure outside a signed-in screen (the frame's own code) fills the page; Back or a link starts afresh.
  const [location] = useLocation();
  return (
    <ScreenBoundary location={location}>
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
                      <ScreenBoundary location={location}>
                        <Suspense fallback={<PageLoader />}>
                          <Screen />
                        </Suspense>
                      </ScreenBoundary>
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
    </ScreenBoundary>
  );
}
