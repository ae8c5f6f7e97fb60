/** A multipart body as a browser's FormData sends it, with its content type, for `app.inject`. */
export async function multipartBody(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A form with text fields and, optionally, one file. */
export function formOf(
  fields: Record<string, string | number | boolean>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) {
    form.append(file.field ?? 'imagen', new Blob([file.bytes], { type: file.type }), file.name);
  }
  return form;
}

/** `multipartBody(formOf(fields, file))`: a form's body and content type, for `app.inject`. */
export function multipart(
  fields: Record<string, string | number | boolean>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
) {
  return multipartBody(formOf(fields, file));
}
