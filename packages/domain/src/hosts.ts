/**
 * Which app a host serves: the back office on a host whose first label is 'admin'
 * (admin.horno.co, admin.localhost), the customer app on any other. The web app picks its app by
 * it (main.tsx), and the server the page's HTML (pages/pages.plugin.ts).
 */
export function isAdminHost(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'admin';
}

/**
 * The back office's address for a customer-facing one: the same with 'admin.' before the host
 * (http://localhost:3000 → http://admin.localhost:3000).
 */
export function adminUrlOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (!isAdminHost(url.hostname)) url.hostname = `admin.${url.hostname}`;
  return url.origin;
}
