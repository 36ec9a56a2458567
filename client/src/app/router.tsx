import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '@/components/ui/spinner';
import { userQuery } from '@/features/auth';
import { tokens } from '@/lib/tokens';
import { Guard, HomeRoute } from './guards';
import { lazyScreen } from './lazy-screen';
import { PageMeta } from './page-meta';
import { ScreenBoundary } from './screen-boundary';
import { protectedRoutes, publicRoutes } from './routes';

/** The signed-in frame loads with the first signed-in screen, keeping the landing page light. */
const signedInLayout = lazyScreen(() => import('./signed-in-layout'));
const SignedInLayout = signedInLayout as unknown as typeof import('./signed-in-layout').default;

/**
 * For a signed-in seller opening a screen directly: the user check, the frame's and the screen's code and the
 * screen's data are all asked for at once, instead of one after the other once the check is done.
 */
export function preloadSignedInScreen(path: string, queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userQuery);
  const route = protectedRoutes.find((r) => r.path === path);
  if (!route) return;
  signedInLayout.preload();
  route.screen.preload?.();
  // An admin opening a seller's screen is sent to the back office: nothing of the seller's to ask for.
  if (tokens.role() === 'user') route.prefetch?.(queryClient);
}
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
