import { VERIFICATION_CODE_LENGTH } from '@horno/domain/auth-messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { retryAfterSeconds, sendCodeFailure, verifyFailure } from '../api/error-messages';
import { sendVerificationCode, verifyPhoneCode } from '../api/verification';
import { useCountdown } from '../hooks/use-countdown';
import { PanelHeader, type PanelTitle } from './panel-header';

/** '3001112233' → '300 111 2233'. */
function spacedPhone(numero: string): string {
  return numero.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface VerificationPanelProps {
  titleAs: PanelTitle;
  email: string;
  numero: string | null;
  /** Seconds until another code may be asked for (0 when none was just sent). */
  resendIn: number;
  onVerified: () => void;
  onSkipped: () => void;
}

export function VerificationPanel(props: VerificationPanelProps) {
  const { titleAs, email, numero, resendIn, onVerified, onSkipped } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useCountdown(resendIn);
  const complete = code.length === VERIFICATION_CODE_LENGTH;

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || verifying) return;
    setVerifying(true);
    setError(null);
    try {
      const result = await verifyPhoneCode(email, code);
      notify.success(result.message);
      onVerified();
    } catch (failure) {
      const message = verifyFailure(failure);
      notify.error(message);
      setError(message);
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    try {
      const sent = await sendVerificationCode(email);
      notify.success(sent.message);
      restart(sent.reenviar_en_segundos);
      setCode('');
    } catch (failure) {
      // Already verified (in another tab, say): nothing left to do here.
      if (failure instanceof ApiError && failure.message.startsWith('Tu número')) {
        notify.success(failure.message);
        onVerified();
        return;
      }
      const message = sendCodeFailure(failure);
      notify.error(message);
      setError(message);
      const wait = retryAfterSeconds(failure);
      if (wait !== null) restart(wait);
    }
    setResending(false);
  };

  return (
    <div className="space-y-6">
      <PanelHeader title="Verifica tu celular" as={titleAs}>
        {numero ? (
          <>
            Te enviamos un código de {VERIFICATION_CODE_LENGTH} dígitos por WhatsApp al{' '}
            <span className="font-bold whitespace-nowrap text-ink">+57 {spacedPhone(numero)}</span>.
          </>
        ) : (
          `Te enviamos un código de ${VERIFICATION_CODE_LENGTH} dígitos por WhatsApp.`
        )}
      </PanelHeader>
      <form onSubmit={verify} noValidate className="space-y-5">
        <FormField label="Código de verificación">
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) =>
                setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              autoFocus
              placeholder="••••••"
              className="h-14 text-center text-2xl font-extrabold tracking-[0.5em] tabular-nums placeholder:tracking-[0.5em]"
            />
          )}
        </FormField>
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={!complete || verifying}>
          {verifying && <Spinner />}
          {verifying ? 'Verificando...' : 'Verificar código'}
        </Button>
      </form>
      <div className="space-y-2 text-center">
        <Button
          variant="secondary"
          className="w-full"
          disabled={secondsLeft > 0 || resending}
          onClick={() => void resend()}
        >
          {resending && <Spinner />}
          {resending ? 'Reenviando...' : 'Reenviar código'}
        </Button>
        <p className="text-sm text-ink-muted">
          {secondsLeft > 0 ? (
            <>
              Podrás pedir otro código en{' '}
              <span className="font-bold tabular-nums">{clock(secondsLeft)}</span>
            </>
          ) : (
            '¿No te llegó? Pide otro código.'
          )}
        </p>
      </div>
      <div className="space-y-1 border-t border-line pt-5 text-center">
        <Button variant="ghost" className="w-full" onClick={onSkipped}>
          Omitir verificación
        </Button>
        <p className="text-sm text-ink-muted">
          Si omites la verificación no recibirás el cupón de descuento de bienvenida.
        </p>
      </div>
    </div>
  );
}
