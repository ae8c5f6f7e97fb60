// Colombian urban addresses as people in Bogotá write them: 'Cra. 7 # 40-62', 'Cl 72 10 34',
// 'Calle 72A Bis Sur N° 10-34 apto 301'. Read once here, geocoded by the server's geocoders.

/** Said when a text cannot be read as an address: an example of the expected form. */
export const ADDRESS_UNREADABLE =
  'No pudimos leer la dirección. Escríbela como «Calle 72 # 10-34» o «Cra 7 # 40-62, apto 301».';

/** How a numbered street is called. */
export type TipoVia =
  | 'Calle'
  | 'Carrera'
  | 'Avenida Calle'
  | 'Avenida Carrera'
  | 'Avenida'
  | 'Transversal'
  | 'Diagonal';

/** A number as on a street sign: 72, 72A, 72 Bis, 72A Bis B. */
export interface NumeroVia {
  valor: number;
  letra: string | null;
  bis: boolean;
  letraBis: string | null;
}

/** A numbered street ('Calle 72A') or a named avenue ('Avenida Boyacá'). */
export type Via = { tipo: TipoVia; numero: NumeroVia } | { nombre: string };

export interface ColombianAddress {
  via: Via;
  /** After '#': the crossing street's number and the house's number along the block. */
  placa: { cruce: NumeroVia; casa: number };
  sur: boolean;
  este: boolean;
  /** 'Apto 301', 'Torre 2 Interior 3', 'Chapinero'; '' when none. For the courier, not a map. */
  complemento: string;
}

/** The grid line a street type runs along: calles east–west, carreras north–south. */
export function streetAxis(tipo: TipoVia): 'calle' | 'carrera' | null {
  if (tipo === 'Calle' || tipo === 'Avenida Calle' || tipo === 'Diagonal') return 'calle';
  if (tipo === 'Carrera' || tipo === 'Avenida Carrera' || tipo === 'Transversal') return 'carrera';
  return null;
}

// Matched against the folded words (lowercase, no accents, no dots) joined by single spaces.
const AV = '(?:avenida|avda|av)';
const NAMED_AVENUES: [string, string][] = [
  [`${AV} boyaca`, 'Avenida Boyacá'],
  [`${AV} caracas`, 'Avenida Caracas'],
  [`${AV} (?:nqs|n q s|norte (?:- )?quito (?:- )?sur)`, 'Avenida NQS'],
  [`${AV} (?:ciudad de )?cali`, 'Avenida Ciudad de Cali'],
  [`(?:autopista|autop|auto|aut) norte`, 'Autopista Norte'],
  [`${AV} chile`, 'Avenida Chile'],
  [`${AV} (?:el )?dorado`, 'Avenida El Dorado'],
  [`${AV} jimenez`, 'Avenida Jiménez'],
  [`${AV} (?:primero|1(?: ro| °)?) de mayo`, 'Avenida Primero de Mayo'],
  [`${AV} pepe sierra`, 'Avenida Pepe Sierra'],
];
const CALLE = '(?:calle|cl|cll|clle|call)';
const CARRERA = '(?:carrera|cra|kra|kr|cr|carr|crr)';
const STREET_TYPES: [string, TipoVia][] = [
  [`${AV} ${CALLE}|ac|a c`, 'Avenida Calle'],
  [`${AV} ${CARRERA}|ak|a k|akr`, 'Avenida Carrera'],
  [CALLE, 'Calle'],
  [CARRERA, 'Carrera'],
  ['transversal|transv|tranv|trans|trv|tv|tr', 'Transversal'],
  ['diagonal|diag|dg', 'Diagonal'],
  [AV, 'Avenida'],
];
const anchored = <T>(list: [string, T][]): [RegExp, T][] =>
  list.map(([source, value]) => [new RegExp(`^(?:${source})(?= |$)`), value]);
const NAMED_AVENUE_PATTERNS = anchored(NAMED_AVENUES);
const STREET_TYPE_PATTERNS = anchored(STREET_TYPES);

// A letter, 'bis' and a letter after it. 'N' is left out: it is the 'N°' people type.
const SUFFIX = /^([a-mo-z])?(?:(bis)([a-mo-z])?)?$/;
const SEPARATORS = new Set(['#', 'no', 'n', 'n°', '°', '№', 'nro', 'num', 'numero']);
const CARDINALS = new Set(['sur', 'este']);
// ', Bogotá D.C., Colombia' at the end: the city is implied.
const CITY = /(?:^|[\s,.-]+)bogot[aá](?:[\s,]*d\.?\s*c\.?)?(?:[\s,]*colombia)?[\s,.]*$/iu;
const TOKEN = /\d+|[\p{L}°º№]+\.?|#|[-–—]/gu;

const COMPLEMENT_WORDS = new Map(
  (
    [
      ['Apto', 'apto apartamento apt ap'],
      ['Torre', 'torre'],
      ['Interior', 'interior int'],
      ['Casa', 'casa cs'],
      ['Piso', 'piso'],
      ['Oficina', 'oficina ofi ofc of'],
      ['Local', 'local'],
      ['Bloque', 'bloque blq bl'],
      ['Edificio', 'edificio edif ed'],
      ['Conjunto', 'conjunto conj'],
      ['Manzana', 'manzana mza mz'],
      ['Etapa', 'etapa'],
      ['Consultorio', 'consultorio'],
      ['Barrio', 'barrio br'],
      ['Urbanización', 'urbanizacion urb'],
    ] as const
  ).flatMap(([canonical, words]) => words.split(' ').map((word) => [word, canonical] as const)),
);

interface Token {
  /** Lowercase, without accents or a trailing dot; '-' for any dash. */
  text: string;
  end: number;
}

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/º/g, '°');

function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN), (match) => {
    const raw = match[0];
    const word = raw.endsWith('.') ? raw.slice(0, -1) : raw;
    return { text: /^[-–—]$/.test(word) ? '-' : fold(word), end: match.index + raw.length };
  });
}

/** The value of the first pattern matching whole words from token `i`, and where they end. */
function readWords<T>(
  tokens: Token[],
  i: number,
  patterns: [RegExp, T][],
): { value: T; next: number } | null {
  const joined = tokens
    .slice(i, i + 6)
    .map((token) => token.text)
    .join(' ');
  for (const [pattern, value] of patterns) {
    const match = pattern.exec(joined);
    if (match) return { value, next: i + match[0].split(' ').length };
  }
  return null;
}

function readNumber(tokens: Token[], i: number): { numero: NumeroVia; next: number } | null {
  const digits = tokens[i]?.text;
  if (!digits || !/^\d{1,3}$/.test(digits)) return null;
  let suffix = '';
  let next = i + 1;
  for (let token = tokens[next]; token && SUFFIX.test(suffix + token.text); token = tokens[next]) {
    suffix += token.text;
    next++;
  }
  const [, letra, bis, letraBis] = SUFFIX.exec(suffix) ?? [];
  return {
    numero: {
      valor: Number(digits),
      letra: letra?.toUpperCase() ?? null,
      bis: bis !== undefined,
      letraBis: letraBis?.toUpperCase() ?? null,
    },
    next,
  };
}

function tidyComplement(raw: string): string {
  const text = raw
    .replace(/^[\s,;:.…\-–—]+|[\s,;:.…\-–—]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L}+)\.?(?=(\d)?)/gu, (word, letters: string, digit?: string) => {
      const canonical = COMPLEMENT_WORDS.get(fold(letters));
      return canonical ? `${canonical}${digit ? ' ' : ''}` : word;
    });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Reads 'Cra. 7 # 40-62', 'calle 72 10 34', 'Cl 72A Bis Sur N° 10-34 apto 301', 'Av. Boyacá #
 * 80-94'…; null when the text is not an address.
 */
export function parseColombianAddress(text: string): ColombianAddress | null {
  const input = text.replace(CITY, '');
  const tokens = tokenize(input);
  let via: Via;
  let i: number;
  const named = readWords(tokens, 0, NAMED_AVENUE_PATTERNS);
  if (named) {
    via = { nombre: named.value };
    i = named.next;
  } else {
    const type = readWords(tokens, 0, STREET_TYPE_PATTERNS);
    const numbered = type && readNumber(tokens, type.next);
    if (!type || !numbered) return null;
    via = { tipo: type.value, numero: numbered.numero };
    i = numbered.next;
  }
  const cardinals = new Set<string>();
  const readCardinals = () => {
    while (tokens[i] && CARDINALS.has(tokens[i]!.text)) cardinals.add(tokens[i++]!.text);
  };
  readCardinals();
  while (tokens[i] && SEPARATORS.has(tokens[i]!.text)) i++;
  const cross = readNumber(tokens, i);
  if (!cross) return null;
  i = cross.next;
  while (tokens[i]?.text === '-') i++;
  const house = tokens[i]?.text;
  if (!house || !/^\d{1,3}$/.test(house)) return null;
  i++;
  readCardinals();
  return {
    via,
    placa: { cruce: cross.numero, casa: Number(house) },
    sur: cardinals.has('sur'),
    este: cardinals.has('este'),
    complemento: tidyComplement(input.slice(tokens[i - 1]!.end)),
  };
}

/** '72A Bis B'. */
export function formatNumeroVia(numero: NumeroVia): string {
  return `${numero.valor}${numero.letra ?? ''}${numero.bis ? ' Bis' : ''}${numero.letraBis ? ` ${numero.letraBis}` : ''}`;
}

/** 'Calle 72 Sur # 10-34': the address without its complement, what a geocoder reads. */
export function formatStreetAddress(address: ColombianAddress): string {
  const { via, placa, sur, este } = address;
  const plate = `${formatNumeroVia(placa.cruce)}-${String(placa.casa).padStart(2, '0')}`;
  const axis = 'tipo' in via ? streetAxis(via.tipo) : null;
  // 'Sur' follows a calle's number and 'Este' a carrera's; the other one follows the plate.
  const onStreet =
    (axis === 'calle' && sur ? ' Sur' : '') + (axis === 'carrera' && este ? ' Este' : '');
  const onPlate =
    (axis !== 'calle' && sur ? ' Sur' : '') + (axis !== 'carrera' && este ? ' Este' : '');
  const street = 'tipo' in via ? `${via.tipo} ${formatNumeroVia(via.numero)}` : via.nombre;
  return `${street}${onStreet} # ${plate}${onPlate}`;
}

/** The address as the courier reads it: 'Calle 72 # 10-34, Apto 301'. */
export function formatAddress(address: ColombianAddress): string {
  const street = formatStreetAddress(address);
  return address.complemento ? `${street}, ${address.complemento}` : street;
}
