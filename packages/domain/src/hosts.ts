/**
 * Which app a host serves: the back office on a host whose first label is 'admin'
 * (admin.horno.co, admin.localhost), the customer app on any other. The web app picks its app by
 * it (main.tsx), and the server the page's HTML (lib/page-shells.ts).
 */
export function isAdminHost(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'admin';
}
