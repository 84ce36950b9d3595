/**
 * Screens a student often opens directly (a bookmark, a link in a text message, the phone reopening the
 * app): their code is asked for by the first download, beside the shell, instead of after the shell has
 * loaded and rendered. On a slow connection that is a round trip less before the screen shows.
 * The import specifiers are the router's, so both share one chunk.
 */
const directScreens: [RegExp, () => Promise<unknown>][] = [
  [
    /^\/program\/(welcome|prepermit|permit|school|onhold)\/?$/,
    () => import('../features/program/pages/StagePage'),
  ],
  [/^\/postprogram(\/career_services)?\/?$/, () => import('./CareerServicesRoute')],
  [/^\/program\/documents\/upload\/[A-Za-z]+\/?$/, () => import('../features/documents/pages/UploadPage')],
  [/^\/program\/prepermit\/[a-z0-9_]+\/?$/, () => import('../features/learning/pages/PracticePage')],
  [/^\/program\/prepermit\/[a-z0-9_]+\/test\/?$/, () => import('../features/learning/pages/TestPage')],
];

export function preloadScreen(pathname: string): void {
  if (!/^\/(program|postprogram|workforce|staff)/.test(pathname)) return;
  void import('./shell/Layout');
  for (const [path, load] of directScreens) if (path.test(pathname)) void load();
}
