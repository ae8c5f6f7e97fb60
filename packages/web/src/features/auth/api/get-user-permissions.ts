import type { PermisoItem } from '@horno/domain/auth';
import { api } from '../../../lib/api-client';

export function getUserPermissions(roleId: number): Promise<PermisoItem[]> {
  return api.get<PermisoItem[]>('/api/users/user-permissions/', { params: { role: roleId } });
}
