import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Política de privacidad">
      <p>Vigente desde el 1 de enero de 2025.</p>
      <p>
        Horno Pizzería trata tus datos personales conforme a la Ley 1581 de 2012 de Colombia y sus
        decretos reglamentarios. Muy pronto publicaremos aquí la política completa.
      </p>
    </LegalPage>
  );
}
