import { describe, expect, it } from 'vitest';
import { isAdminHost } from './hosts';

describe('isAdminHost', () => {
  it.each([
    ['admin.horno.co', true],
    ['admin.localhost', true],
    ['ADMIN.horno.co', true],
    ['horno.co', false],
    ['localhost', false],
    ['administracion.horno.co', false],
    ['www.admin.horno.co', false],
  ])('%s: %s', (hostname, admin) => {
    expect(isAdminHost(hostname)).toBe(admin);
  });
});
