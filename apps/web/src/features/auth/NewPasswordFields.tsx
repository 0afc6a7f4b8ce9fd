import { TextField } from '@arcana/ui';
import { t } from './intl';

type Props = {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
  errors: { password?: string | undefined; passwordConfirm?: string | undefined };
  /** Join asks for "비밀번호"; a reset asks for "새 비밀번호". */
  labels: { password: string; passwordConfirm: string };
};

/** A new password typed twice, with the password rule as the hint (join and reset). */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  errors,
  labels,
}: Props) {
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={errors.password}
        hint={t('web.auth.join.passwordHint')}
      />
      <TextField
        label={labels.passwordConfirm}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        value={passwordConfirm}
        onChange={(event) => onPasswordConfirmChange(event.currentTarget.value)}
        error={errors.passwordConfirm}
      />
    </>
  );
}
