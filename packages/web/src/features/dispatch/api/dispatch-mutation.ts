import type { Dispatch } from '@horno/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { dispatchKey } from './get-dispatch';

/**
 * A dispatch change: the server answers the whole screen, shown at once (the moved card is the
 * answer; `success` adds a toast). A refusal (409 when
 * another dispatcher got there first) says the server's reason and reads the screen again.
 */
export function useDispatchMutation<Variables>(
  sede: number,
  call: (variables: Variables) => Promise<Dispatch>,
  { success, failure }: { success?: (variables: Variables) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (dispatch, variables) => {
      queryClient.setQueryData(dispatchKey(sede), dispatch);
      if (success) notify.success(success(variables));
    },
    onError: (error) => {
      notify.error(refusalMessage(failure, error));
      if (error instanceof ApiError && error.status > 0) {
        void queryClient.invalidateQueries({ queryKey: dispatchKey(sede) });
      }
    },
  });
}
