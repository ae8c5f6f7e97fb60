import { api } from '../../../lib/api-client';

/** Revokes the token on the server. */
export function logoutRequest(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/users/logout/');
}
