/** A Colombian mobile number for reading: '3001234567' → '+57 300 123 4567'. */
export function formatPhone(numero: string): string {
  const digits = numero.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('57') ? digits.slice(2) : digits;
  return national.length === 10
    ? `+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : numero;
}
