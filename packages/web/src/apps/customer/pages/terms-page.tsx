import { deliveryFee } from '@horno/domain/pricing';
import { formatCOP } from '@horno/domain/money';
import { Link } from '../../../lib/link';
import { LegalPage, LegalSection, useCompany } from './legal-page';

const SECTIONS = [
  { id: 'aceptacion', title: 'Quiénes somos y aceptación' },
  { id: 'pedidos', title: 'Cómo hacer un pedido' },
  { id: 'precios', title: 'Precios e impuestos' },
  { id: 'domicilios', title: 'Domicilios, áreas de entrega y costos' },
  { id: 'recoger', title: 'Recoger en la sede' },
  { id: 'cupones', title: 'Cupones y promociones' },
  { id: 'pagos', title: 'Pagos' },
  { id: 'cancelaciones', title: 'Cancelaciones, cambios y garantía' },
  { id: 'cuentas', title: 'Tu cuenta' },
  { id: 'responsabilidad', title: 'Responsabilidad' },
  { id: 'ley', title: 'Ley aplicable y protección al consumidor' },
  { id: 'contacto', title: 'Contacto' },
] as const;

const [
  aceptacion,
  pedidos,
  precios,
  domicilios,
  recoger,
  cupones,
  pagos,
  cancelaciones,
  cuentas,
  responsabilidad,
  ley,
  contacto,
] = SECTIONS;

const linkClass = 'font-bold text-primary-strong hover:underline';

export default function TermsPage() {
  const COMPANY = useCompany();
  return (
    <LegalPage title="Términos y condiciones" validFrom="1 de enero de 2025" sections={SECTIONS}>
      <p>
        Estos términos regulan las compras en la tienda en línea de {COMPANY.comercial}. Léelos
        antes de hacer tu pedido: al confirmarlo aceptas estas condiciones.
      </p>

      <LegalSection section={aceptacion} number={1}>
        <p>
          La tienda es operada por {COMPANY.nombre}, NIT {COMPANY.nit}, con domicilio en{' '}
          {COMPANY.domicilio}. Puedes comprar con una cuenta registrada o como invitado, dándonos tu
          nombre y tu número de celular.
        </p>
      </LegalSection>

      <LegalSection section={pedidos} number={2}>
        <ol>
          <li>
            Elige la sede que preparará tu pedido. Cada sede tiene su propio menú y horario; solo
            puedes agregar productos cuando la sede está abierta.
          </li>
          <li>
            Arma tu carrito: tamaño, adiciones, opciones de los productos especiales, pizzas mitad y
            mitad y observaciones.
          </li>
          <li>
            Elige si lo recibes a domicilio o lo recoges en la sede, revisa el total y confirma con
            «Realizar pedido».
          </li>
          <li>
            Te mostraremos el número del pedido y un enlace para seguir su estado: pendiente,
            aceptado, en preparación, preparado, enviado y entregado.
          </li>
        </ol>
        <p>
          El pedido queda sujeto a la disponibilidad de los productos en la sede. Si algo se agota,
          te contactaremos para ofrecerte un cambio o retirarlo del pedido y ajustar el valor. Si
          cambias de sede, los productos que la nueva sede no vende se retiran del carrito, previo
          aviso.
        </p>
      </LegalSection>

      <LegalSection section={precios} number={3}>
        <p>
          Los precios se expresan en pesos colombianos (COP) e incluyen los impuestos aplicables,
          como el impuesto nacional al consumo. El valor final lo calcula nuestro sistema al
          confirmar el pedido, con los precios vigentes en ese momento, y es el que ves antes de
          confirmar. Los descuentos de cada producto se muestran en el menú.
        </p>
      </LegalSection>

      <LegalSection section={domicilios} number={4}>
        <p>
          Cada sede entrega dentro de su área de cobertura. Al escribir tu dirección te diremos si
          está dentro del área de la sede elegida; si no lo está, puedes elegir otra sede o recoger
          tu pedido.
        </p>
        <p>
          El costo del domicilio depende del tiempo estimado de recorrido desde la sede:{' '}
          {formatCOP(500)} por minuto, con un mínimo de {formatCOP(deliveryFee(0))}. Lo verás antes
          de confirmar y se suma al valor de los productos. Los tiempos de entrega son estimados y
          pueden variar por lluvia, tráfico o alta demanda.
        </p>
        <p>
          Verifica que la dirección y las instrucciones sean correctas y que alguien pueda recibir
          el pedido. Si no es posible entregarlo por datos errados o ausencia, podremos cobrar el
          domicilio.
        </p>
      </LegalSection>

      <LegalSection section={recoger} number={5}>
        <p>
          Si eliges recoger, el pedido te espera en la sede elegida cuando su estado sea
          «Preparado». Recógelo dentro del horario de la sede para que llegue en su punto.
        </p>
      </LegalSection>

      <LegalSection section={cupones} number={6}>
        <ul>
          <li>
            El cupón de bienvenida se otorga al registrarte y verificar tu celular con el código que
            enviamos por WhatsApp: <strong className="text-ink">uno por número de celular</strong>,
            aunque se creen varias cuentas con él.
          </li>
          <li>
            Solo puedes usar un cupón por pedido; los cupones no son acumulables, no se canjean por
            dinero y solo son válidos hasta su fecha de vencimiento.
          </li>
          <li>
            El descuento del cupón se aplica sobre el valor de los productos y el domicilio, y se
            muestra antes de confirmar.
          </li>
          <li>
            Podemos anular cupones obtenidos de forma fraudulenta o contraria a estos términos.
          </li>
        </ul>
      </LegalSection>

      <LegalSection section={pagos} number={7}>
        <p>
          El pago se hace contra entrega: en efectivo o con los medios que la sede acepte, al
          recibir tu pedido o al recogerlo. Si pagas en efectivo, ten el valor exacto o avísanos en
          las instrucciones con qué billete pagarás.
        </p>
      </LegalSection>

      <LegalSection section={cancelaciones} number={8}>
        <p>
          Puedes cancelar tu pedido sin costo mientras no haya entrado en preparación, escribiendo
          por WhatsApp a la sede. Una vez en preparación no es posible cancelarlo, porque se trata
          de alimentos perecederos hechos al momento; por esa misma razón no aplica el derecho de
          retracto (artículo 47 de la Ley 1480 de 2011).
        </p>
        <p>
          Si un producto llega incompleto, equivocado o en mal estado, avísanos el mismo día: lo
          repondremos o te devolveremos su valor, conforme a la garantía legal.
        </p>
      </LegalSection>

      <LegalSection section={cuentas} number={9}>
        <p>
          Eres responsable de la confidencialidad de tu contraseña y de la información de tu cuenta.
          Avísanos si crees que alguien más la está usando. El tratamiento de tus datos se rige por
          nuestra{' '}
          <Link to="/politica-de-privacidad" className={linkClass}>
            política de privacidad
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection section={responsabilidad} number={10}>
        <p>
          Las fotografías son ilustrativas. Si tienes alergias o restricciones alimentarias,
          pregunta a la sede por los ingredientes antes de pedir. No respondemos por demoras o
          incumplimientos causados por fuerza mayor, caso fortuito o datos incorrectos suministrados
          al pedir, sin perjuicio de tus derechos como consumidor.
        </p>
      </LegalSection>

      <LegalSection section={ley} number={11}>
        <p>
          Estos términos se rigen por las leyes de la República de Colombia, en especial el Estatuto
          del Consumidor (Ley 1480 de 2011) y las normas sobre comercio electrónico. Puedes
          presentar tus reclamaciones ante nosotros y ante la Superintendencia de Industria y
          Comercio.
        </p>
      </LegalSection>

      <LegalSection section={contacto} number={12}>
        <ul>
          <li>
            Correo:{' '}
            <a href={`mailto:${COMPANY.correo}`} className={linkClass}>
              {COMPANY.correo}
            </a>
          </li>
          <li>Teléfono y WhatsApp: {COMPANY.telefono}</li>
          <li>Dirección: {COMPANY.domicilio}</li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
