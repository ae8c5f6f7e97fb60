import { hasPermission, useAuthStore } from '../../../features/auth/store';

/**
 * Where a staff member without the order board lands: a cook (the kitchen display's key) at the
 * kitchen display, a rider at their deliveries, anyone else on the panel with their shortcuts.
 */
export function useStartWithoutBoard(): string {
  return useAuthStore((s) =>
    hasPermission(s.userPermissions, 'ver_cocina')
      ? '/cocina'
      : hasPermission(s.userPermissions, 'repartir')
        ? '/repartos'
        : '/dashboard',
  );
}
