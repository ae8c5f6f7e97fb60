import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isLandline, isMobile, normalizePhone, PHONE_MESSAGES } from './phone';
import { ContactPhoneOrEmptySchema, ContactPhoneSchema, MobilePhoneSchema } from './phone-schemas';

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));

const mobile = digits(9).map((rest) => `3${rest}`);
const landline = fc
  .tuple(fc.integer({ min: 1, max: 8 }), digits(7))
  .map(([region, rest]) => `60${region}${rest}`);

const prefix = fc.constantFrom('', '+57', '+57 ', '57', '0057', '0057 ', '(+57) ', '+57-');
const separator = fc.constantFrom('', ' ', '-', '.', ' - ', '\u00a0', '\u2013');

/** One of the many ways a person writes `national` (10 digits): prefixes, groups, separators. */
function written(national: string) {
  return fc
    .record({
      prefix,
      separator,
      parenthesised: fc.boolean(),
      groups: fc.constantFrom<number[]>([3, 3, 4], [3, 7], [10], [3, 3, 2, 2]),
      padding: fc.constantFrom('', ' ', '  '),
    })
    .map(({ prefix: p, separator: s, parenthesised, groups, padding }) => {
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        parts.push(national.slice(at, at + size));
        at += size;
      }
      if (parenthesised && parts.length > 1) parts[0] = `(${parts[0]})`;
      return `${padding}${p}${parts.join(s)}${padding}`;
    });
}

describe('normalizePhone', () => {
  it('turns the ways the issue pasted a number into its 10 digits', () => {
    for (const text of ['+57 300 123 4567', '300 123 4567', '573001234567', '0057 300-123-4567']) {
      expect(normalizePhone(text)).toBe('3001234567');
    }
    expect(normalizePhone('(601) 555 0101')).toBe('6015550101');
  });

  it('gives one value for every way of writing the same mobile or landline', () => {
    fc.assert(
      fc.property(
        fc.oneof(mobile, landline).chain((n) => fc.tuple(fc.constant(n), written(n))),
        ([national, text]) => {
          expect(normalizePhone(text)).toBe(national);
        },
      ),
    );
  });

  it('is idempotent, so the browser and the server agree whichever cleans first', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(normalizePhone(normalizePhone(text))).toBe(normalizePhone(text));
      }),
    );
  });

  it('never cuts a number: a short or long one stays short or long', () => {
    expect(normalizePhone('5730012345')).toBe('5730012345');
    expect(normalizePhone('+57 300 123 45678')).toBe('+5730012345678');
  });
});

describe('isMobile and isLandline', () => {
  it('tell a Colombian mobile from a fixed number', () => {
    expect(isMobile('+57 300 123 4567')).toBe(true);
    expect(isLandline('+57 300 123 4567')).toBe(false);
    expect(isLandline('601 555 0101')).toBe(true);
    expect(isMobile('601 555 0101')).toBe(false);
    for (const wrong of ['0000000000', '5730012345', '600 555 0101', '609 555 0101', '']) {
      expect(isMobile(wrong) || isLandline(wrong)).toBe(false);
    }
  });
});

describe('MobilePhoneSchema', () => {
  it('keeps any writing of a mobile as its 10 digits', () => {
    fc.assert(
      fc.property(
        mobile.chain((n) => fc.tuple(fc.constant(n), written(n))),
        ([national, text]) => {
          expect(MobilePhoneSchema.parse(text)).toBe(national);
        },
      ),
    );
  });

  it('refuses random junk', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        fc.pre(!/^3\d{9}$/.test(normalizePhone(text)));
        expect(MobilePhoneSchema.safeParse(text).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +()-]{0,20}$/), (text) => {
        const result = MobilePhoneSchema.safeParse(text);
        expect(result.success).toBe(isMobile(text));
        if (result.success) expect(result.data).toMatch(/^3\d{9}$/);
      }),
    );
  });

  it('refuses landlines and says why in Spanish', () => {
    const message = (text: unknown) =>
      MobilePhoneSchema.safeParse(text).error?.issues.map((i) => i.message);
    expect(message('')).toEqual([PHONE_MESSAGES.required]);
    expect(message(undefined)).toEqual([PHONE_MESSAGES.required]);
    expect(message('300123')).toEqual([PHONE_MESSAGES.invalid]);
    expect(message('300 123 4567 ext 2')).toEqual([PHONE_MESSAGES.invalid]);
    expect(message('0000000000')).toEqual([PHONE_MESSAGES.notMobile]);
    expect(message('5730012345')).toEqual([PHONE_MESSAGES.notMobile]);
    expect(message('6015550101')).toEqual([PHONE_MESSAGES.notMobile]);
    expect(message('3'.repeat(41))).toEqual([PHONE_MESSAGES.invalid]);
  });
});

describe('ContactPhoneSchema', () => {
  it('takes a mobile or a landline however written, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(mobile, landline).chain((n) => fc.tuple(fc.constant(n), written(n))),
        ([national, text]) => {
          expect(ContactPhoneSchema.parse(text)).toBe(national);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        fc.pre(!isMobile(text) && !isLandline(text));
        expect(ContactPhoneSchema.safeParse(text).success).toBe(false);
      }),
    );
    expect(ContactPhoneSchema.safeParse('0000000000').error?.issues[0]?.message).toBe(
      PHONE_MESSAGES.notContact,
    );
  });

  it('may be left empty where the phone is optional', () => {
    expect(ContactPhoneOrEmptySchema.parse('')).toBe('');
    expect(ContactPhoneOrEmptySchema.parse('(601) 555-0101')).toBe('6015550101');
    expect(ContactPhoneOrEmptySchema.safeParse('0000000000').success).toBe(false);
  });
});

describe('formatPhone', () => {
  it('groups a 10-digit number after +57', () => {
    expect(formatPhone('3001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('+573001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('6015550101')).toBe('+57 601 555 0101');
  });

  it('leaves anything else as it was', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});
