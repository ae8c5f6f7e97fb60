import type { z } from 'zod';
import type { SedeRefSchema } from '@horno/domain/auth';
import { api } from '../../../lib/api-client';

export type SedeRef = z.infer<typeof SedeRefSchema>;

export function getUserBranches(): Promise<SedeRef[]> {
  return api.get<SedeRef[]>('/api/locations/sedes/por_usuario/');
}
