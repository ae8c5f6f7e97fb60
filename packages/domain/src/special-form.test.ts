import { describe, expect, it } from 'vitest';
import {
  AgregarSeccionSchema,
  ProductoEspecialInputSchema,
  SPECIAL_MESSAGES,
} from './special-admin';
import {
  AgregarSeccionFormSchema,
  type OpcionFormValues,
  type SeccionFormValues,
  SpecialFormSchema,
  type SpecialFormValues,
  toAgregarSeccion,
  toSpecialFields,
} from './special-form';

const NEW = 1_700_000_000_000;

const option = (over: Partial<OpcionFormValues> = {}): OpcionFormValues => ({
  id: NEW + 1,
  tipo: 'PERSONALIZADA',
  nombre: 'Gaseosa',
  precio_extra: 0,
  activo: true,
  categoria: null,
  producto_relacionado_id: null,
  ...over,
});

const section = (over: Partial<SeccionFormValues> = {}): SeccionFormValues => ({
  id: NEW,
  nombre: 'Bebida',
  descripcion: '',
  minimo: 0,
  maximo: 1,
  seleccionar_mayor_valor: false,
  opciones: [option()],
  ...over,
});

const form = (over: Partial<SpecialFormValues> = {}): SpecialFormValues => ({
  nombre: 'Combo Casero',
  descripcion: 'Pizza y bebida',
  precio_base: 40000,
  categoria: 4,
  conDescuento: false,
  descuento: null,
  sedes: [1],
  creando: true,
  secciones: [section()],
  ...over,
});

const messages = (values: unknown) =>
  SpecialFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('SpecialFormSchema', () => {
  it("says step 1's missing fields with the spec's messages", () => {
    expect(
      messages(form({ nombre: '', descripcion: '', precio_base: null, categoria: null as never })),
    ).toEqual([
      `nombre: ${SPECIAL_MESSAGES.name}`,
      `descripcion: ${SPECIAL_MESSAGES.description}`,
      `precio_base: ${SPECIAL_MESSAGES.basePrice}`,
      `categoria: ${SPECIAL_MESSAGES.category}`,
    ]);
  });

  it('asks for a section, limits that fit and a named option', () => {
    expect(messages(form({ secciones: [] }))).toEqual([
      `secciones: ${SPECIAL_MESSAGES.noSections}`,
    ]);
    expect(
      messages(form({ secciones: [section({ minimo: 2, maximo: 1, opciones: [option()] })] })),
    ).toContain(`secciones.0.minimo: ${SPECIAL_MESSAGES.minOverMax}`);
    // maximo 0 is unlimited: any minimum up to the options goes.
    expect(messages(form({ secciones: [section({ minimo: 1, maximo: 0 })] }))).toBeUndefined();
    expect(
      messages(form({ secciones: [section({ opciones: [option({ nombre: '' })] })] })),
    ).toEqual([`secciones.0.opciones: ${SPECIAL_MESSAGES.noOptions}`]);
    expect(messages(form({ secciones: [section({ nombre: 'A' })] }))).toEqual([
      `secciones.0.nombre: ${SPECIAL_MESSAGES.sectionNameShort}`,
    ]);
  });

  it('says every message of step 1 and of a section at once, whatever else is wrong', () => {
    // An empty category used to hide the whole-form rules until a second click.
    expect(
      messages(
        form({
          categoria: null as never,
          conDescuento: true,
          descuento: null,
          creando: true,
          sedes: [],
        }),
      ),
    ).toEqual([
      `categoria: ${SPECIAL_MESSAGES.category}`,
      'descuento: El porcentaje de descuento es requerido',
      'sedes: Elige al menos una sede',
    ]);
    // A blank minimo or name used to hide the section's limits and its options.
    expect(
      messages(
        form({
          secciones: [
            section({ minimo: null as never, opciones: [option({ nombre: '' })] }),
            section({ nombre: '', minimo: 3, maximo: 2 }),
          ],
        }),
      ),
    ).toEqual([
      'secciones.0.minimo: El mínimo no es válido',
      `secciones.0.opciones: ${SPECIAL_MESSAGES.noOptions}`,
      `secciones.1.nombre: ${SPECIAL_MESSAGES.sectionName}`,
      `secciones.1.minimo: ${SPECIAL_MESSAGES.minOverMax}`,
      `secciones.1.minimo: ${SPECIAL_MESSAGES.minOverOptions}`,
    ]);
  });

  it('asks a PRODUCT option for its product', () => {
    expect(
      messages(form({ secciones: [section({ opciones: [option({ tipo: 'PRODUCTO' })] })] })),
    ).toEqual(['secciones.0.opciones.0.producto_relacionado_id: Elige un producto']);
  });
});

describe('toSpecialFields', () => {
  it("drops temporary ids, keeps saved ids, names a nameless option after its product or 'Opción'", () => {
    const values = SpecialFormSchema.parse(
      form({
        creando: false,
        conDescuento: true,
        descuento: 10,
        secciones: [
          section({
            id: 7,
            opciones: [
              option({ id: 70, nombre: 'Agua', precio_extra: null }),
              option({ nombre: '', precio_extra: 1500 }),
              option({ tipo: 'PRODUCTO', nombre: '', categoria: 1, producto_relacionado_id: 3 }),
            ],
          }),
          section({ nombre: 'Extras', opciones: [option({ producto_relacionado_id: 9 })] }),
        ],
      }),
    );
    const { fields, formPath } = toSpecialFields(values, (id) =>
      id === 3 ? 'Hawaiana' : undefined,
    );
    expect(fields).toMatchObject({ tipo: 'CONFIGURABLE', descuento: '10', precio_base: '40000' });
    expect(Object.keys(fields).some((k) => k.startsWith('sedes'))).toBe(false);
    const secciones = JSON.parse(fields.secciones!);
    expect(secciones).toEqual([
      {
        id: 7,
        nombre: 'Bebida',
        descripcion: '',
        minimo: 0,
        maximo: 1,
        seleccionar_mayor_valor: false,
        orden: 1,
        opciones: [
          {
            id: 70,
            nombre: 'Agua',
            precio_extra: 0,
            orden: 1,
            activo: true,
            producto_relacionado_id: null,
          },
          // Spec §5: a nameless custom row is sent as 'Opción', its price with it.
          {
            nombre: 'Opción',
            precio_extra: 1500,
            orden: 2,
            activo: true,
            producto_relacionado_id: null,
          },
          {
            nombre: 'Hawaiana',
            precio_extra: 0,
            orden: 3,
            activo: true,
            producto_relacionado_id: 3,
          },
        ],
      },
      expect.objectContaining({
        orden: 2,
        // A custom row keeps no product, whatever was picked before.
        opciones: [expect.objectContaining({ nombre: 'Gaseosa', producto_relacionado_id: null })],
      }),
    ]);
    expect(secciones[1]).not.toHaveProperty('id');
    // The server's rows are the form's.
    expect(formPath('secciones.0.opciones.2.producto_relacionado_id')).toBe(
      'secciones.0.opciones.2.producto_relacionado_id',
    );
    expect(formPath('secciones.1.minimo')).toBe('secciones.1.minimo');
    expect(formPath('nombre')).toBe('nombre');
    // What the API takes.
    expect(
      ProductoEspecialInputSchema.safeParse({
        ...fields,
        precio_base: 40000,
        categoria: 4,
        descuento: 10,
        secciones,
      }).success,
    ).toBe(true);
  });

  it('sends the branches of a new product', () => {
    const { fields } = toSpecialFields(SpecialFormSchema.parse(form({ sedes: [2, 5] })), () => '');
    expect(fields['sedes[0]']).toBe('2');
    expect(fields['sedes[1]']).toBe('5');
  });
});

describe('toAgregarSeccion', () => {
  it('drops unnamed options, numbers them from 1 and maps errors under the section', () => {
    const { secciones } = AgregarSeccionFormSchema.parse({
      secciones: [
        section({
          minimo: 1,
          opciones: [
            option({ nombre: '' }),
            option({ nombre: 'Salsa de ajo', precio_extra: 1500 }),
          ],
        }),
      ],
    });
    const { body, formPath } = toAgregarSeccion(secciones[0]!);
    expect(body.opciones).toEqual([
      { nombre: 'Salsa de ajo', precio_extra: 1500, orden: 1, activo: true },
    ]);
    expect(AgregarSeccionSchema.safeParse(body).success).toBe(true);
    expect(formPath('opciones.0.nombre')).toBe('secciones.0.opciones.1.nombre');
    expect(formPath('minimo')).toBe('secciones.0.minimo');
  });

  it('asks a name of an unnamed row with a price: the dialog would drop it', () => {
    const refused = AgregarSeccionFormSchema.safeParse({
      secciones: [section({ opciones: [option(), option({ nombre: '', precio_extra: 1500 })] })],
    });
    expect(refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'secciones.0.opciones.1.nombre: Escribe el nombre de la opción',
    ]);
  });
});
