import { api } from '../../../lib/api-client';

export function checkSession(): Promise<{ valid: true; user_id: number }> {
  return api.get('/api/users/session/');
}
