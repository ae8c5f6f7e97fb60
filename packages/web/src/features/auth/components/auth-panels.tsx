import type { AuthResponse, Profile } from '@horno/domain/auth';
import { isBonusValid } from '@horno/domain/auth-messages';
import { bogotaParts } from '@horno/domain/bogota-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { retryAfterSeconds, sendCodeFailure } from '../api/error-messages';
import { welcomeBonusQueryOptions } from '../api/get-welcome-bonus';
import { sendVerificationCode } from '../api/verification';
import { startSession } from '../session';
import { useAuthStore } from '../store';
import { LoginPanel } from './login-panel';
import type { PanelTitle } from './panel-header';
import { SignupPanel } from './signup-panel';
import { VerificationPanel } from './verification-panel';

type Panel =
  | { name: 'login' | 'signup' }
  | { name: 'verify'; email: string; numero: string | null; resendIn: number };

/** A signup left waiting for its code (the token is kept, the session not complete). */
function pendingVerification(): Panel | null {
  const { token, isAuth, profile } = useAuthStore.getState();
  if (!token || isAuth || !profile || profile.telefono_verificado) return null;
  return { name: 'verify', email: profile.email, numero: profile.numero, resendIn: 0 };
}

interface AuthPanelsProps {
  /** Renders each panel's title: 'h1' on the page, the dialog's title in the modal. */
  titleAs: PanelTitle;
  /** Called once the session is complete: after login, verification, skipping it, or signup. */
  onAuthenticated: () => void;
}

/** Login, signup and phone verification: one implementation for the page and the modal. */
export function AuthPanels({ titleAs, onAuthenticated }: AuthPanelsProps) {
  const queryClient = useQueryClient();
  const [panel, setPanel] = useState<Panel>(() => pendingVerification() ?? { name: 'login' });
  // Focus follows the person into a panel they switched to, not on first display.
  const [switched, setSwitched] = useState(false);

  const show = (next: Panel) => {
    useAuthStore.getState().setErrors(null);
    setSwitched(true);
    setPanel(next);
  };

  const complete = (profile?: Partial<Profile>) => {
    const store = useAuthStore.getState();
    if (profile && store.profile) store.setProfile({ ...store.profile, ...profile });
    store.completeAuth();
    onAuthenticated();
  };

  const onRegistered = async (answer: AuthResponse) => {
    const bono = await queryClient.fetchQuery(welcomeBonusQueryOptions()).catch(() => null);
    if (!bono || !isBonusValid(bono, bogotaParts(new Date()).ymd)) {
      await startSession(answer);
      onAuthenticated();
      return;
    }
    // The token is kept but the session completes only once the phone is verified or skipped.
    await startSession(answer, false);
    let resendIn = 0;
    try {
      const sent = await sendVerificationCode(answer.user.email);
      notify.success(sent.message);
      resendIn = sent.reenviar_en_segundos;
    } catch (error) {
      notify.error(sendCodeFailure(error));
      resendIn = retryAfterSeconds(error) ?? 0;
    }
    show({ name: 'verify', email: answer.user.email, numero: answer.user.numero, resendIn });
  };

  switch (panel.name) {
    case 'login':
      return (
        <LoginPanel
          titleAs={titleAs}
          autoFocus={switched}
          onSignup={() => show({ name: 'signup' })}
          onLoggedIn={onAuthenticated}
        />
      );
    case 'signup':
      return (
        <SignupPanel
          titleAs={titleAs}
          autoFocus={switched}
          onLogin={() => show({ name: 'login' })}
          onRegistered={onRegistered}
        />
      );
    case 'verify':
      return (
        <VerificationPanel
          titleAs={titleAs}
          email={panel.email}
          numero={panel.numero}
          resendIn={panel.resendIn}
          onVerified={() => complete({ telefono_verificado: true })}
          onSkipped={() => {
            notify.info('Verificación omitida. No recibirás el cupón de bienvenida');
            complete();
          }}
        />
      );
  }
}
