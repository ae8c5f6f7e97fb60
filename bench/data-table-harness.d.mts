/**
 * The harness page's HTML (bench/data-table-harness.tsx bundled, its script inline). Serve it
 * with `page.route` on some address and go there with the query (`?rows=2000&reorder`).
 */
export function harnessHtml(options?: { css?: boolean }): Promise<string>;
