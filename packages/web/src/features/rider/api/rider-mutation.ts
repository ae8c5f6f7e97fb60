import type { RiderScreen } from '@horno/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { RIDER_SCREEN_KEY } from './get-rider-screen';

/**
 * A rider's action: the server answers the whole screen, shown at once with a toast. A refusal
 * (the trip changed meanwhile) says the server's reason and reads the screen again.
 */
export function useRiderMutation<Variables>(
  call: (variables: Variables) => Promise<RiderScreen>,
  {
    success,
    failure,
    toastErrors = true,
  }: {
    success: (variables: Variables) => string;
    failure: string;
    /** False when a form says what went wrong itself (useServerErrors). */
    toastErrors?: boolean;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (screen, variables) => {
      queryClient.setQueryData(RIDER_SCREEN_KEY, screen);
      notify.success(success(variables));
    },
    onError: (error) => {
      if (toastErrors) notify.error(refusalMessage(failure, error));
      if (error instanceof ApiError && error.status > 0) {
        void queryClient.invalidateQueries({ queryKey: RIDER_SCREEN_KEY });
      }
    },
  });
}
