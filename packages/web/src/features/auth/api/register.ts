import type { AuthResponse, RegisterInput } from '@horno/domain/auth';
import { api } from '../../../lib/api-client';

export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/users/register/', input);
}
