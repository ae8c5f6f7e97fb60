import type { Mesa, RegisterTablesInput } from '@horno/domain/tables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TABLES_KEY } from './get-tables';

export function createTable(sede: number): Promise<Mesa> {
  return api.post<Mesa>('/api/locations/mesas/', { sede });
}

/** A registration that stopped part of the way: the tables made before the failure. */
export class PartialRegistrationError extends Error {
  override readonly name = 'PartialRegistrationError';
  constructor(
    readonly created: Mesa[],
    cause: unknown,
  ) {
    super('Hubo un error al registrar las mesas', { cause });
  }
}

/** Registers `cantidad` tables one call at a time (spec §4), each the next 'Mesa N'. */
export async function registerTables({ sede, cantidad }: RegisterTablesInput): Promise<Mesa[]> {
  const created: Mesa[] = [];
  for (let i = 0; i < cantidad; i++) {
    try {
      created.push(await createTable(sede));
    } catch (error) {
      throw new PartialRegistrationError(created, error);
    }
  }
  return created;
}

export function useRegisterTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTables,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TABLES_KEY }),
  });
}
