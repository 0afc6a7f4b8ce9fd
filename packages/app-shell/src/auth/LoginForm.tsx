import { isApiError } from '@arcana/api-client';
import { Button, Checkbox, Stack, Text, TextField } from '@arcana/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { FieldErrors } from '../forms/field-errors';
import { t } from '../intl/auth-messages';
import { useSettings } from '../settings/settings';
import { useRedirectAfterLogin } from './redirect-after-login';

// The check and the call load when the form gets focus, at the latest when it is sent: the page
// draws without them (DESIGN "Budgets").
const loadLoginCall = () => import('./login-call');

export type LoginFormProps = {
  /** Links under the button (회원가입, 아이디 찾기, 비밀번호 찾기 in the web app). */
  footer?: ReactNode;
  /** Replaces SPEC §2's redirect after login (tests, dialogs). */
  onLoggedIn?: () => void;
};

/** What the person reads when the api says no; never a raw or English server text. */
function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t('shell.auth.loginFailed');
  if (error.status === 401) return t('shell.auth.invalidCredentials');
  // 429 (too many attempts) and 403 (disabled account) carry the api's Korean explanation.
  return error.message || t('shell.auth.loginFailed');
}

/** ID + password login of both apps, with 로그인 상태 유지 (the one-year cookie of SPEC §9). */
export function LoginForm({ footer, onLoggedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const [settings] = useSettings();
  const queryClient = useQueryClient();
  // A ref as well as state: a second submit in the same tick must see the first one.
  const sending = useRef(false);
  const [isPending, setPending] = useState(false);
  const redirectAfterLogin = useRedirectAfterLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    const send = async () => {
      const { checkLogin, logIn } = await loadLoginCall();
      const checked = checkLogin({ username, password, rememberMe });
      if (!checked.success) {
        setErrors(checked.errors);
        (checked.errors.username ? usernameRef : passwordRef).current?.focus();
        return false;
      }
      setErrors({});
      setPending(true);
      await logIn(queryClient, {
        ...checked.output,
        ...(settings.fcmToken ? { fcmToken: settings.fcmToken } : {}),
        ...(settings.appVersion ? { appVersion: settings.appVersion } : {}),
      });
      return true;
    };
    send()
      .finally(() => {
        sending.current = false;
        setPending(false);
      })
      .then(
        (loggedIn) => {
          if (loggedIn) (onLoggedIn ?? redirectAfterLogin)();
        },
        (error: unknown) => setFormError(loginErrorMessage(error)),
      );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadLoginCall().catch(() => {})}
      aria-describedby={formError ? formErrorId : undefined}
    >
      <Stack gap={4}>
        <TextField
          ref={usernameRef}
          label={t('shell.auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
        />
        <TextField
          ref={passwordRef}
          label={t('shell.auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Checkbox
          label={t('shell.auth.rememberMe')}
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.currentTarget.checked)}
        />
        {formError ? (
          <Text id={formErrorId} role="alert" tone="danger" size="sm" weight="medium">
            {formError}
          </Text>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={isPending}>
          {t('shell.auth.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
