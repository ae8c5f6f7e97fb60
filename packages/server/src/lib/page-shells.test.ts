import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellVariants } from './page-shells';

describe("a page's HTML with the answers to its first reads", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-shells-'));
    await writeFile(join(dir, 'page.html'), '<html><head>\n  </head><body></body></html>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('cannot be broken out of by the text of an answer', () => {
    const nombre = '</script><script>alert(1)</script><!-- Pizza <b>';
    const variant = shellVariants(dir)('page.html', [
      { address: '/api/productos/?sede=1', body: JSON.stringify([{ nombre }]) },
    ]);
    const html = variant.identity.toString();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const block = /<script type="application\/json" id="horno-respuestas">(.*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual({ '/api/productos/?sede=1': [{ nombre }] });
    expect(brotliDecompressSync(variant.br).toString()).toBe(html);
  });
});
