import type { AuthResponse } from '@horno/domain/auth';
import { getUserPermissions } from './api/get-user-permissions';
import { logoutRequest } from './api/logout';
import { useAuthStore } from './store';

/** Loads the permission keys of a role into the session; failures are only logged (spec §8). */
export async function selectRole(roleId: number): Promise<void> {
  const store = useAuthStore.getState();
  store.setSelectedRole(roleId);
  try {
    const permisos = await getUserPermissions(roleId);
    useAuthStore.getState().setPermissions(permisos.map((p) => p.clave));
  } catch (error) {
    console.error('Error cargando permisos', error);
    useAuthStore.getState().setPermissions([]);
  }
}

/**
 * Stores a login or signup answer. With `isAuth` false (signup awaiting verification) the token
 * is kept but the session is not complete. The first role is selected and its permissions loaded.
 */
export async function startSession(answer: AuthResponse, isAuth = true): Promise<void> {
  const store = useAuthStore.getState();
  store.setSession(answer.token, answer.user, isAuth);
  const current = store.selectedRole;
  const roles = answer.user.roles;
  const keep = roles.some((r) => r.id === current) ? current : null;
  const first = keep ?? roles[0]?.id ?? null;
  if (first !== null) await selectRole(first);
}

/** Revokes the token (best effort) and clears the whole session. */
export async function endSession(): Promise<void> {
  const { token } = useAuthStore.getState();
  if (token) {
    try {
      await logoutRequest();
    } catch {
      // The token may already be invalid; the local session is cleared anyway.
    }
  }
  useAuthStore.getState().logout();
}
