import type {
  CashCorrectionInput,
  CashScreen,
  CashShift,
  CloseCashShiftInput,
  OpenCashShiftInput,
} from '@horno/domain/cash';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CASH_KEY = ['caja'] as const;
export const cashScreenKey = (sede: number) => [...CASH_KEY, 'sede', sede] as const;
export const cashShiftKey = (id: number) => [...CASH_KEY, 'turno', id] as const;

/** The branch's open cash shift (its sums live) and the closed ones, newest first. */
export function getCashScreen(sede: number, signal?: AbortSignal): Promise<CashScreen> {
  return api.get<CashScreen>('/api/caja/', { params: { sede }, signal });
}

export function useCashScreen(sede: number) {
  return useQuery({
    queryKey: cashScreenKey(sede),
    queryFn: ({ signal }) => getCashScreen(sede, signal),
    // The open shift's sums follow the orders coming in.
    refetchInterval: 30_000,
  });
}

export function getCashShift(id: number, signal?: AbortSignal): Promise<CashShift> {
  return api.get<CashShift>(`/api/caja/turnos/${id}/`, { signal });
}

export function useCashShift(id: number) {
  return useQuery({
    queryKey: cashShiftKey(id),
    queryFn: ({ signal }) => getCashShift(id, signal),
  });
}

function useCashMutation<I>(call: (input: I) => Promise<CashShift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (shift) => {
      queryClient.setQueryData(cashShiftKey(shift.id), shift);
      void queryClient.invalidateQueries({ queryKey: CASH_KEY });
    },
  });
}

export const openCashShift = (input: OpenCashShiftInput) =>
  api.post<CashShift>('/api/caja/turnos/', input);
export const useOpenCashShift = () => useCashMutation(openCashShift);

export const closeCashShift = ({ id, ...input }: CloseCashShiftInput & { id: number }) =>
  api.post<CashShift>(`/api/caja/turnos/${id}/cerrar/`, input);
export const useCloseCashShift = () => useCashMutation(closeCashShift);

export const correctCashShift = ({ id, ...input }: CashCorrectionInput & { id: number }) =>
  api.post<CashShift>(`/api/caja/turnos/${id}/correcciones/`, input);
export const useCorrectCashShift = () => useCashMutation(correctCashShift);
