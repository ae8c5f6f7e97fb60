import type { AuthResponse } from '@horno/domain/auth';
import { getProfile } from './api/get-profile';
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

/**
 * Clears the whole session at once and revokes the token (best effort). The request takes the
 * token as it starts; nobody waits for its answer, which changes nothing here (a token the
 * server already forgot is just as gone): 'Cerrar sesión' never hangs on a slow connection.
 */
export async function endSession(): Promise<void> {
  const { token } = useAuthStore.getState();
  if (token) void logoutRequest().catch(() => undefined);
  useAuthStore.getState().logout();
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

let refreshing: Promise<void> | null = null;

/**
 * Re-reads the user's roles and the selected role's permissions from the server: an
 * administrator may have changed them since login (they are kept in local storage). A role the
 * user lost is replaced by their first one. Calls made while one is running share it; a failure
 * keeps what the session had (a refused token is the session check's business).
 */
export function refreshAccess(): Promise<void> {
  refreshing ??= (async () => {
    const { token, isAuth } = useAuthStore.getState();
    if (!token || !isAuth) return;
    try {
      const profile = await getProfile();
      const store = useAuthStore.getState();
      if (store.token !== token) return;
      if (JSON.stringify(store.profile) !== JSON.stringify(profile)) store.setProfile(profile);
      const current = store.selectedRole;
      const role = profile.roles.some((r) => r.id === current) ? current : profile.roles[0]?.id;
      const claves =
        role === undefined || role === null
          ? []
          : (await getUserPermissions(role)).map((p) => p.clave);
      const now = useAuthStore.getState();
      // Logged out, or a role picked from the menu meanwhile: that answer wins.
      if (now.token !== token || now.selectedRole !== current) return;
      if (now.selectedRole !== (role ?? null)) now.setSelectedRole(role ?? null);
      if (!sameList(now.userPermissions, claves)) now.setPermissions(claves);
    } catch (error) {
      console.error('Error actualizando roles y permisos', error);
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
