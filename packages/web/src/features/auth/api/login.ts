import type { AuthResponse, LoginInput } from '@horno/domain/auth';
import { api } from '../../../lib/api-client';

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/users/login/', input);
}
