// Every page arrives rendered by the server (decision 039): its script only hydrates what is already drawn.
// So the page's scripts and module preloads are fetched at low priority, after its styles and images: on a
// slow link the text is drawn while the code comes, and nothing the first paint needs waits behind it.

/** The page's script and preloads, marked low priority. */
function lowPriorityScripts(html) {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

export const scriptsAfterStyles = {
  name: 'scripts-after-styles',
  transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
};
