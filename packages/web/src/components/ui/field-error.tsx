/** A field's validation message, linked to the input through `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-bold text-primary-strong">
      {message}
    </p>
  );
}
