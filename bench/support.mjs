// Shared by the benchmarks: the order they post, and the CPU a process has spent.
import { readFileSync } from 'node:fs';

/**
 * The benchmark's order, as a JSON body: a guest pick-up at branch 1 of a large pizza with one
 * addition and two drinks, from the catalog `base` serves.
 */
export async function benchOrderBody(base) {
  const productos = await (await fetch(`${base}/api/productos/?sede=1`)).json();
  const pizza = productos.find((p) => p.precios_por_medida.length > 0);
  const bebida = productos.find((p) => p.precios_por_medida.length === 0);
  return JSON.stringify({
    tipo_pedido: 'RECOGER',
    sede: 1,
    invitado: { nombre: 'Carga', numero: '3000000000' },
    productosPedidos: [
      {
        producto: pizza.id,
        medida: pizza.precios_por_medida[2].medida.id,
        cantidad: 1,
        adiciones: pizza.posibles_adiciones
          .slice(0, 1)
          .map((a) => ({ ingrediente: a.ingrediente.id })),
      },
      { producto: bebida.id, cantidad: 2 },
    ],
  });
}

/** CPU a process has spent, user and system, in ms, from /proc (NaN where there is none). */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
  } catch {
    return { user: NaN, system: NaN };
  }
}
