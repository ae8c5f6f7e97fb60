import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordInput {
  id: number;
  password: string;
  confirm_password: string;
}

/** Sets a user's password; the server closes that user's sessions. */
export function changePassword({ id, ...body }: ChangePasswordInput): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`/api/users/usuarios/${id}/change-password/`, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
