import type { AuthResponse, RegisterInput } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** Staff registration: the new user gets the given roles and branches (201). */
export function registerUser(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/users/register/', input);
}

export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
