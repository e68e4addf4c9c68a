// A visitor who asks for something that needs an account goes to sign in, with the page to come back to.

/** The sign-in page with the current page as `redirect` (a path on this site, never another origin). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/**
 * Where to go after signing in: the `redirect` of the sign-in page's address when it is a path on this
 * site ('/…', not '//host' or '/\host', which browsers treat as another origin), else the start page.
 */
export function returnPathFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}
