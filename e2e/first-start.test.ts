// Issue 28: a pizzeria installs Horno for itself. A fresh server without the demo logs its setup
// link; the owner finishes the setup on a phone and lands on the board; the business settings
// give it a logo and a colour; the customer's menu, footer, privacy policy and a receipt show the
// business, not the demo.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { E2E_NOW } from './support/server';

const OWNER = { email: 'marta@labrasa.co', password: 'BrasaSegura2026' };
const BLUE = 'rgb(29, 78, 216)';

/** The setup link's token, from the one line the server logged at start. */
function setupToken(serverLog: string): string {
  for (const line of readFileSync(serverLog, 'utf8').split('\n')) {
    if (!line.includes('setupUrl')) continue;
    const url = (JSON.parse(line) as { setupUrl: string }).setupUrl;
    return new URL(url).searchParams.get('token')!;
  }
  throw new Error('the server logged no setup link');
}

describe('a first start without the demo', () => {
  let browser: Browser;
  let server: ExtraServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startExtraServer(E2E_NOW, { SEED_DEMO: 'false' }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A JSON call as the owner (once the setup has made them). */
  const asOwner = async (path: string, init: RequestInit = {}) => {
    const login = await fetch(server.url('/api/users/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    const { token } = (await login.json()) as { token: string };
    return fetch(server.url(path), {
      ...init,
      headers: { authorization: `Token ${token}`, ...init.headers },
    });
  };

  it('is set up on a phone, in three steps, and signs the owner in on the board', async () => {
    // Nobody can sign in to an empty install.
    const refused = await server.api('/api/users/login/', { body: OWNER });
    expect(refused.status).toBe(401);

    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // A customer before the first branch: told so, with no category bar left loading.
    await page.goto(server.url('/menu'));
    await page.getByText('Aún no tenemos sedes abiertas').waitFor();
    expect(await page.getByRole('navigation', { name: 'Categorías' }).count()).toBe(0);
    await screenshot(page, 'first-start-no-branch-phone');

    await page.goto(server.url('/configuracion-inicial?token=equivocado', 'admin'));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('El enlace de configuración no es válido o venció');

    await page.goto(
      server.url(`/configuracion-inicial?token=${setupToken(server.serverLog)}`, 'admin'),
    );
    await page.getByRole('heading', { name: 'Tu negocio' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'first-start-business-phone');
    await page.getByLabel('Nombre comercial').fill('La Brasa');
    await page.getByLabel('Razón social').fill('La Brasa Pizzería S.A.S.');
    await page.getByLabel('NIT').fill('800.197.268-3');
    await page.getByLabel('Dirección').fill('Calle 45 # 13-20, Bogotá');
    await page.getByLabel('Correo electrónico').fill('hola@labrasa.co');
    await page.getByLabel('Teléfono').fill('601 555 1234');
    await page.getByRole('button', { name: 'Siguiente' }).tap();
    await page
      .getByText('El dígito de verificación no corresponde a ese NIT: según la DIAN debería ser 4.')
      .waitFor();
    await page.getByLabel('NIT').fill('800.197.268-4');
    await page.getByRole('button', { name: 'Siguiente' }).tap();

    await page.getByRole('heading', { name: 'Administrador' }).waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Marta');
    await page.getByLabel('Apellido').fill('Suárez');
    await page.getByLabel('Correo electrónico').fill(OWNER.email);
    await page.getByLabel('Celular').fill('310 555 0101');
    await page.getByLabel('Contraseña', { exact: true }).fill(OWNER.password);
    await page.getByLabel('Repite la contraseña').fill('otra');
    await page.getByRole('button', { name: 'Siguiente' }).tap();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Repite la contraseña').fill(OWNER.password);
    await page.getByRole('button', { name: 'Siguiente' }).tap();

    await page.getByRole('heading', { name: 'Primera sede' }).waitFor();
    await page.getByLabel('Nombre de la sede').fill('La Brasa Teusaquillo');
    await page.getByLabel('Teléfono').fill('6015551234');
    await page.getByLabel('Dirección', { exact: true }).fill('Calle 45 # 13-20, Bogotá');
    await page.getByRole('button', { name: 'Ubicar la dirección' }).tap();
    await page.getByRole('button', { name: 'Calle 45 # 13-20, Bogotá' }).tap();
    await expect.poll(() => page.getByLabel('Latitud').inputValue()).not.toBe('');
    await screenshot(page, 'first-start-branch-phone');
    await page.getByRole('button', { name: 'Terminar y entrar al panel' }).tap();
    await page.waitForURL(/\/pedidos\/gestionar/);
    await page.getByText('¡Listo! Tu pizzería quedó configurada.').waitFor();
    await expect
      .poll(() => page.locator('header').first().textContent())
      .toContain('La Brasa Teusaquillo');

    // Spent: the same link now says the install is configured.
    await page.goto(
      server.url(`/configuracion-inicial?token=${setupToken(server.serverLog)}`, 'admin'),
    );
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Esta instalación ya está configurada');
    await context.close();
  });

  it('takes a logo and a colour in the settings, on a laptop', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await staffLogin(page, OWNER, server.url('/login', 'admin'));
    await page.waitForURL(/\/pedidos\/gestionar/);
    await page.getByRole('button', { name: 'Configuración' }).click();
    await page.getByRole('link', { name: 'Datos del negocio' }).click();
    await page.getByRole('heading', { name: 'Datos del negocio' }).waitFor();
    await expect.poll(() => page.getByLabel('NIT').inputValue()).toBe('800197268-4');

    // A colour customers could not read is said at once, and not saved.
    await page.getByLabel('Color de la marca').fill('#f6c453');
    await page.getByLabel('Color de la marca').blur();
    await page.getByText(/Ese color es muy claro/).waitFor();
    await page.getByLabel('Color de la marca').fill('#1d4ed8');
    // A file that is not a picture is refused as it is chosen, as the server would (issue 30).
    for (const buffer of [Buffer.from('no soy una imagen'), Buffer.alloc(0)]) {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
      await page.getByText('El archivo no es una imagen JPEG, PNG, WebP o AVIF').waitFor();
    }
    const logo = await sharp({
      create: { width: 480, height: 240, channels: 3, background: { r: 29, g: 78, b: 216 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(/Datos del negocio guardados/).waitFor();
    // This tab follows at once: the sidebar's logo and the theme.
    await page.getByRole('img', { name: 'La Brasa' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'business-settings-laptop');
    await context.close();
  });

  it("shows the business to customers: name, logo, colour, legal identity, receipt's NIT", async () => {
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(server.url('/menu'));
    await expect.poll(() => page.title()).toBe('Menú · La Brasa');
    const logo = page.getByRole('link', { name: 'La Brasa, ir al menú' }).getByRole('img');
    await expect.poll(() => logo.getAttribute('alt')).toBe('La Brasa');
    const cart = page.getByRole('button', { name: /Abrir carrito/ });
    await expect.poll(() => cart.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BLUE);
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('© 2026 La Brasa Pizzería S.A.S.');
    await expect.poll(() => footer.textContent()).not.toMatch(/Horno/);
    await screenshot(page, 'first-start-menu-phone');

    await page.goto(server.url('/politica-de-privacidad'));
    const responsable = page.getByRole('region', { name: /Responsable del tratamiento/ });
    await expect.poll(() => responsable.textContent()).toContain('La Brasa Pizzería S.A.S.');
    await expect.poll(() => responsable.textContent()).toContain('NIT 800.197.268-4');
    await expect.poll(() => responsable.textContent()).toContain('hola@labrasa.co');
    await expect.poll(() => responsable.textContent()).toContain('Calle 45 # 13-20, Bogotá');
    await context.close();

    // A product of its own, ordered, printed: the receipt carries the NIT.
    const sedes = await server.apiGet<{ id: number }[]>('/api/locations/sedes/');
    const categoria = (await (
      await asOwner('/api/categoria-productos/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nombre: 'Pizzas' }),
      })
    ).json()) as { id: number };
    const form = new FormData();
    form.append('nombre', 'Margarita');
    form.append('categoria', String(categoria.id));
    form.append('precio', '25900');
    form.append('sedes[0]', String(sedes[0]!.id));
    const producto = (await (
      await asOwner('/api/productos/', { method: 'POST', body: form })
    ).json()) as { id: number };
    const order = await server.api<{ id: number }>('/api/pedidos/', {
      body: {
        sede: sedes[0]!.id,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Sofía Prueba', numero: '3009876543' },
        productosPedidos: [{ producto: producto.id, cantidad: 1 }],
      },
    });
    expect(order.status).toBe(201);
    const pdf = await asOwner(`/api/recibos/${order.body.id}/pdf`);
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())),
      { mergePages: true },
    );
    expect(text).toContain('La Brasa Pizzería S.A.S.');
    expect(text).toContain('NIT 800197268-4');

    // Its own link: the preview names it, and the link opens its modal, which offers to share it.
    const link = `/menu?sede=${sedes[0]!.id}&producto=${producto.id}`;
    const html = await (await fetch(server.url(link))).text();
    expect(html).toContain('<meta property="og:title" content="Margarita · La Brasa" />');
    const shared = await (
      await newContext(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
    ).newPage();
    await shared.goto(server.url(link));
    await shared.getByRole('dialog', { name: 'Margarita' }).waitFor();
    await shared.getByRole('button', { name: 'Compartir Margarita' }).waitFor();
    await shared.context().close();
  });
});
