import { describe, expect, it } from 'vitest';
import { namesList, RETIREMENT_MESSAGES } from './retirement';

describe('namesList', () => {
  it('joins names the Spanish way, and says how many more past five', () => {
    expect(namesList([])).toBe('');
    expect(namesList(['Hawaiana'])).toBe('Hawaiana');
    expect(namesList(['Hawaiana', 'Pollo'])).toBe('Hawaiana y Pollo');
    expect(namesList(['A', 'B', 'C'])).toBe('A, B y C');
    expect(namesList(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])).toBe('A, B, C, D, E y 3 más');
  });
});

describe('RETIREMENT_MESSAGES', () => {
  it('counts what a category still holds', () => {
    expect(RETIREMENT_MESSAGES.categoryInUse('Combos', 0, 1)).toBe(
      'No se puede eliminar la categoría Combos: tiene 1 producto especial. Muévelo a otra categoría primero.',
    );
    expect(RETIREMENT_MESSAGES.categoryInUse('Pizzas', 2, 3)).toBe(
      'No se puede eliminar la categoría Pizzas: tiene 2 productos y 3 productos especiales (activos e inactivos). Muévelos a otra categoría primero.',
    );
  });

  it('names the products offering an ingredient', () => {
    expect(RETIREMENT_MESSAGES.ingredientInUse('Piña', ['Hawaiana'])).toBe(
      'No se puede eliminar el ingrediente Piña: el producto Hawaiana lo ofrece como adición. Quítalo de sus adiciones primero.',
    );
  });

  it('says how many active orders keep a branch open', () => {
    expect(RETIREMENT_MESSAGES.branchHasActiveOrders('Horno Usaquén', 1)).toBe(
      'No se puede desactivar la sede Horno Usaquén: todavía tiene 1 pedido activo. Entrégalos o cancélalos primero.',
    );
  });
});
