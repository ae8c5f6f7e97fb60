import { LegalPage, LegalSection, useCompany } from './legal-page';

const SECTIONS = [
  { id: 'responsable', title: 'Responsable del tratamiento' },
  { id: 'marco-legal', title: 'Marco legal' },
  { id: 'datos', title: 'Datos que recolectamos' },
  { id: 'finalidades', title: 'Para qué usamos tus datos' },
  { id: 'autorizacion', title: 'Autorización' },
  { id: 'derechos', title: 'Tus derechos como titular' },
  { id: 'procedimiento', title: 'Cómo ejercer tus derechos' },
  { id: 'seguridad', title: 'Seguridad de la información' },
  { id: 'transferencias', title: 'Transmisión y transferencia de datos' },
  { id: 'conservacion', title: 'Conservación de los datos' },
  { id: 'almacenamiento-local', title: 'Almacenamiento en tu navegador' },
  { id: 'vigencia', title: 'Vigencia y cambios' },
] as const;

const [
  responsable,
  marcoLegal,
  datos,
  finalidades,
  autorizacion,
  derechos,
  procedimiento,
  seguridad,
  transferencias,
  conservacion,
  almacenamiento,
  vigencia,
] = SECTIONS;

export default function PrivacyPolicyPage() {
  const COMPANY = useCompany();
  return (
    <LegalPage title="Política de privacidad" validFrom="1 de enero de 2025" sections={SECTIONS}>
      <p>
        En {COMPANY.comercial} cuidamos los datos que nos confías para preparar y entregar tus
        pedidos. Esta política explica qué datos personales recolectamos, para qué los usamos, con
        quién los compartimos y cómo puedes conocerlos, actualizarlos, rectificarlos o pedir que los
        eliminemos.
      </p>

      <LegalSection section={responsable} number={1}>
        <p>El responsable del tratamiento de tus datos personales es:</p>
        <ul>
          <li>
            <strong className="text-ink">{COMPANY.nombre}</strong>, NIT {COMPANY.nit}.
          </li>
          <li>Domicilio: {COMPANY.domicilio}.</li>
          <li>
            Correo para asuntos de datos personales:{' '}
            <a
              href={`mailto:${COMPANY.correo}`}
              className="font-bold text-primary-strong hover:underline"
            >
              {COMPANY.correo}
            </a>
            .
          </li>
          <li>Teléfono y WhatsApp: {COMPANY.telefono}.</li>
        </ul>
      </LegalSection>

      <LegalSection section={marcoLegal} number={2}>
        <p>
          Tratamos tus datos conforme a la Constitución Política de Colombia (artículo 15), la Ley
          Estatutaria 1581 de 2012 de protección de datos personales, el Decreto 1377 de 2013
          (compilado en el Decreto Único 1074 de 2015) y las instrucciones de la Superintendencia de
          Industria y Comercio (SIC), autoridad de protección de datos en Colombia.
        </p>
      </LegalSection>

      <LegalSection section={datos} number={3}>
        <p>Solo pedimos los datos necesarios para atenderte:</p>
        <ul>
          <li>
            <strong className="text-ink">Identificación y contacto:</strong> nombres y apellidos,
            correo electrónico y número de celular.
          </li>
          <li>
            <strong className="text-ink">Direcciones de entrega</strong> y las instrucciones que
            agregues (torre, apartamento, puntos de referencia), con su ubicación aproximada para
            calcular el costo del domicilio.
          </li>
          <li>
            <strong className="text-ink">Historial de pedidos:</strong> productos, valores, fechas,
            sede, tipo de entrega, estado del pedido y cupones usados.
          </li>
          <li>
            <strong className="text-ink">Datos de tu cuenta:</strong> la contraseña que elijas, que
            guardamos cifrada y nadie puede leer.
          </li>
        </ul>
        <p>
          No solicitamos datos sensibles ni recolectamos a sabiendas datos de niñas, niños o
          adolescentes. Si pides como invitado, solo usamos tu nombre y tu celular para ese pedido.
        </p>
      </LegalSection>

      <LegalSection section={finalidades} number={4}>
        <p>Usamos tus datos para:</p>
        <ol>
          <li>Recibir, preparar y cobrar tus pedidos, y mostrarte su estado en tiempo real.</li>
          <li>
            Entregar los pedidos a domicilio: la dirección, el nombre y el celular se comparten con
            la persona que lleva tu pedido.
          </li>
          <li>
            Verificar tu número de celular con un código que enviamos por WhatsApp cuando creas tu
            cuenta.
          </li>
          <li>
            Otorgar y controlar el cupón de bienvenida, que se entrega una sola vez por número de
            celular verificado.
          </li>
          <li>
            Atender tus peticiones, quejas, reclamos y sugerencias, y contactarte sobre un pedido en
            curso.
          </li>
          <li>Cumplir obligaciones legales, contables y tributarias.</li>
          <li>
            Enviarte novedades y promociones, solo si lo autorizas expresamente; puedes dejar de
            recibirlas cuando quieras.
          </li>
        </ol>
      </LegalSection>

      <LegalSection section={autorizacion} number={5}>
        <p>
          Al crear tu cuenta o hacer un pedido nos autorizas, de manera previa, expresa e informada,
          a tratar tus datos para las finalidades descritas. Conservamos prueba de esa autorización.
          Puedes revocarla en cualquier momento, salvo cuando debamos conservar los datos por un
          deber legal o contractual.
        </p>
      </LegalSection>

      <LegalSection section={derechos} number={6}>
        <p>
          Como titular de los datos, según el artículo 8 de la Ley 1581 de 2012, tienes derecho a:
        </p>
        <ul>
          <li>
            <strong className="text-ink">Conocer</strong> tus datos personales y acceder a ellos de
            forma gratuita.
          </li>
          <li>
            <strong className="text-ink">Actualizar y rectificar</strong> tus datos cuando estén
            incompletos, inexactos o desactualizados.
          </li>
          <li>Pedir prueba de la autorización que nos diste.</li>
          <li>Ser informado del uso que hemos dado a tus datos.</li>
          <li>
            <strong className="text-ink">Suprimir</strong> tus datos y{' '}
            <strong className="text-ink">revocar</strong> la autorización cuando no se respeten los
            principios, derechos y garantías legales, o cuando ya no quieras que los tratemos.
          </li>
          <li>
            Presentar quejas ante la Superintendencia de Industria y Comercio, después de haber
            agotado el trámite de consulta o reclamo ante nosotros.
          </li>
        </ul>
      </LegalSection>

      <LegalSection section={procedimiento} number={7}>
        <p>
          Puedes escribirnos a{' '}
          <a
            href={`mailto:${COMPANY.correo}`}
            className="font-bold text-primary-strong hover:underline"
          >
            {COMPANY.correo}
          </a>
          , por el WhatsApp de cualquiera de nuestras sedes o en persona en ellas. Indica tu nombre,
          tu número de celular o correo registrado, lo que pides y cómo quieres recibir la
          respuesta.
        </p>
        <ul>
          <li>
            <strong className="text-ink">Consultas:</strong> respondemos en máximo diez (10) días
            hábiles desde que las recibimos. Si no es posible, te diremos por qué y responderemos en
            máximo cinco (5) días hábiles más.
          </li>
          <li>
            <strong className="text-ink">Reclamos</strong> (actualizar, rectificar, suprimir o
            revocar): respondemos en máximo quince (15) días hábiles, prorrogables hasta ocho (8)
            días hábiles más avisándote el motivo. Si al reclamo le falta información, te pediremos
            completarlo dentro de los cinco (5) días siguientes; si pasan dos (2) meses sin
            respuesta, se entenderá que desististe.
          </li>
        </ul>
      </LegalSection>

      <LegalSection section={seguridad} number={8}>
        <p>
          Protegemos tus datos con medidas técnicas y administrativas razonables: conexiones
          cifradas, contraseñas y códigos de verificación guardados cifrados, códigos que vencen a
          los pocos minutos, acceso del personal limitado a las sedes que atiende y registro de los
          cambios de estado de cada pedido.
        </p>
      </LegalSection>

      <LegalSection section={transferencias} number={9}>
        <p>
          No vendemos tus datos. Solo los compartimos con quienes nos ayudan a atenderte, que actúan
          como encargados y deben protegerlos:
        </p>
        <ul>
          <li>Personas y empresas de domicilios, para entregar tus pedidos.</li>
          <li>
            Proveedores de mensajería, como WhatsApp, para enviarte el código de verificación y
            avisos sobre tus pedidos; sus servidores pueden estar fuera de Colombia.
          </li>
          <li>Proveedores de alojamiento y servicios de mapas para calcular los domicilios.</li>
          <li>Autoridades, cuando una norma o una orden judicial lo exija.</li>
        </ul>
      </LegalSection>

      <LegalSection section={conservacion} number={10}>
        <p>
          Conservamos tus datos mientras tengas una cuenta o una relación con nosotros y durante el
          tiempo que exijan las normas contables y tributarias. Después los eliminamos o los
          anonimizamos.
        </p>
      </LegalSection>

      <LegalSection section={almacenamiento} number={11}>
        <p>
          La tienda guarda en tu navegador tu carrito, la sede elegida, tu dirección de entrega, tu
          sesión y los pedidos que sigues, para que no los pierdas al volver. La sede elegida
          también queda en una cookie propia, para que el menú llegue con los datos de esa sede
          desde la primera carga, y tus últimos cinco pedidos (su número y su código de seguimiento)
          en otra, que solo se envía al abrir la página de un pedido, para que llegue con el pedido.
          No usamos cookies de publicidad de terceros. Puedes borrar estos datos desde la
          configuración de tu navegador.
        </p>
      </LegalSection>

      <LegalSection section={vigencia} number={12}>
        <p>
          Esta política rige desde el 1 de enero de 2025. Nuestras bases de datos estarán vigentes
          mientras {COMPANY.comercial} desarrolle su actividad. Si cambiamos esta política de forma
          sustancial, lo publicaremos en esta página y te avisaremos por los canales de contacto
          registrados antes de aplicar los cambios.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
