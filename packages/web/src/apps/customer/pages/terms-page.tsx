import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Términos y condiciones">
      <p>
        Estos términos regulan el uso de la tienda en línea de Horno Pizzería. Muy pronto
        publicaremos aquí el texto completo.
      </p>
    </LegalPage>
  );
}
