import type { Profile } from '@horno/domain/auth';
import { api } from '../../../lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/api/users/profile/');
}
