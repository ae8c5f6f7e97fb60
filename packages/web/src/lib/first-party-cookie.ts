/**
 * Sets (or, with null, removes) a first-party cookie that mirrors something the app keeps in
 * localStorage, for the server to read on the next page request (decision 036): Lax, and
 * Secure over https.
 */
export function mirrorInCookie(
  name: string,
  value: string | null,
  { path = '/', maxAgeSeconds = 31_536_000 }: { path?: string; maxAgeSeconds?: number } = {},
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null || value === ''
      ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
