import type { Profile } from '@horno/domain/auth';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setAuthTokenGetter } from '../../lib/api-client';

export interface ActiveOrder {
  id: number;
  estado: string;
}

/** The session, persisted under the local key 'authentication' (customer-app.md §3). */
export interface AuthState {
  token: string | null;
  profile: Profile | null;
  activeOrder: ActiveOrder | null;
  selectedRole: number | null;
  selectedLocation: { id: number } | null;
  userPermissions: string[];
  isAuth: boolean;
  errors: string | null;
  /** Stores a new session; `isAuth` false keeps the token for verification before completing. */
  setSession: (token: string, profile: Profile, isAuth?: boolean) => void;
  completeAuth: () => void;
  setProfile: (profile: Profile) => void;
  setSelectedRole: (roleId: number | null) => void;
  setPermissions: (claves: string[]) => void;
  setSelectedLocation: (location: { id: number } | null) => void;
  setActiveOrder: (order: ActiveOrder | null) => void;
  setErrors: (errors: string | null) => void;
  logout: () => void;
}

const signedOut = {
  token: null,
  profile: null,
  activeOrder: null,
  selectedRole: null,
  selectedLocation: null,
  userPermissions: [],
  isAuth: false,
  errors: null,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      setSession: (token, profile, isAuth = true) => set({ token, profile, isAuth, errors: null }),
      completeAuth: () => set({ isAuth: true }),
      setProfile: (profile) => set({ profile }),
      setSelectedRole: (selectedRole) => set({ selectedRole }),
      setPermissions: (userPermissions) => set({ userPermissions }),
      setSelectedLocation: (selectedLocation) => set({ selectedLocation }),
      setActiveOrder: (activeOrder) => set({ activeOrder }),
      setErrors: (errors) => set({ errors }),
      logout: () => set(signedOut),
    }),
    {
      name: 'authentication',
      partialize: ({
        token,
        profile,
        activeOrder,
        selectedRole,
        selectedLocation,
        userPermissions,
        isAuth,
      }) => ({
        token,
        profile,
        activeOrder,
        selectedRole,
        selectedLocation,
        userPermissions,
        isAuth,
      }),
    },
  ),
);

setAuthTokenGetter(() => useAuthStore.getState().token);

/** True when the selected role grants the permission key. */
export function hasPermission(permissions: readonly string[], clave: string | undefined): boolean {
  return clave === undefined || permissions.includes(clave);
}
