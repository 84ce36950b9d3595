/**
 * The Freeway mark (public/favicon.svg) inline, as index.html has it: the logo costs no request, and shows
 * without signal. public/favicon.svg stays for the web app manifest.
 */
export const LOGO_SRC =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%230a6b3a'/%3E%3Cpath d='M20 14h26v8H29v7h14v8H29v13h-9z' fill='%23fff'/%3E%3C/svg%3E";
